import type { TestApp } from './testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface OpenApiRoute {
  method: Method;
  /** As the document writes it, with `{name}` for path parameters: `/api/v1/gallery/{parentId}/{id}`. */
  path: string;
  /** `PUT /api/v1/employees/photo`: what a test names the route by. */
  label: string;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, unknown> };
}

type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

async function openApiPaths(testApp: TestApp): Promise<OpenApiPaths> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: testApp.authHeader });
  if (response.statusCode !== 200) throw new Error(`The OpenAPI document answered ${response.statusCode}`);
  return response.json<{ paths: OpenApiPaths }>().paths;
}

/**
 * Every route whose body is a multipart form (the picture uploads), read from the app's own
 * OpenAPI document: a test that loops over these cannot miss a route added later.
 */
export async function multipartRoutes(testApp: TestApp): Promise<OpenApiRoute[]> {
  const routes: OpenApiRoute[] = [];
  for (const [path, operations] of Object.entries(await openApiPaths(testApp))) {
    for (const [name, operation] of Object.entries(operations)) {
      const method = METHODS.find((known) => known === name.toUpperCase());
      if (!method || operation.requestBody?.content?.['multipart/form-data'] === undefined) continue;
      routes.push({ method, path, label: `${method} ${path}` });
    }
  }
  return routes.sort((a, b) => a.label.localeCompare(b.label));
}

/** The path with every `{name}` parameter filled with `value`. */
export const withPathParameters = (path: string, value: string | number): string => path.replace(/\{[^}]+\}/g, String(value));
