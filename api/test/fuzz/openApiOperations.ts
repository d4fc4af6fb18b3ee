import type { FastifyInstance } from 'fastify';

/** The part of a JSON schema the fuzzer reads. */
export interface PropertySchema {
  type?: string;
  format?: string;
  anyOf?: PropertySchema[];
}

export type BodyKind = 'json' | 'multipart' | 'none';

/** One operation of the API, as the OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** e.g. `/api/v1/services-parent/{id}` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: BodyKind;
  bodyProperties: Record<string, PropertySchema>;
  /** Sign-in routes: called without a token. */
  isPublic: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, PropertySchema> } }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const asMethod = (text: string): Operation['method'] | undefined => METHODS.find((method) => method === text.toUpperCase());

/** Every operation of `/api/v1/openapi.json`: the fuzzer follows the API as it grows. */
export async function readOperations(app: FastifyInstance, authHeader: Record<string, string>): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: authHeader });
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [methodText, operation] of Object.entries(methods)) {
      const method = asMethod(methodText);
      if (!method) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const body: BodyKind = 'multipart/form-data' in content ? 'multipart' : 'application/json' in content ? 'json' : 'none';
      const schema = content['multipart/form-data']?.schema ?? content['application/json']?.schema;
      operations.push({
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        body,
        bodyProperties: schema?.properties ?? {},
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}
