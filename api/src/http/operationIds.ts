import type { FastifyInstance } from 'fastify';

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `DELETE /api/v1/gallery/:parentId/:id` -> `deleteGalleryByParentIdById`: the method, then every path
 * segment after the version, parameters as `By<Name>`. Unique as long as method + path are, and
 * stable, so generated clients keep their function names across releases.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `By${capitalized(segment.slice(1))}` : segment.split(/[^A-Za-z0-9]+/).map(capitalized).join('')));
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * Gives every documented route an operationId when it is registered, so no route can be added
 * without one; a route may still set its own.
 */
export function nameOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide === true || typeof route.schema.operationId === 'string') return;
    const method = Array.isArray(route.method) ? route.method.join('') : route.method;
    route.schema = { ...route.schema, operationId: operationIdFor(method, route.url) };
  });
}
