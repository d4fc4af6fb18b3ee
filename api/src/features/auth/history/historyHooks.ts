import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { runInHistoryScope } from './historyScope';

/**
 * Runs every handler of the scope inside its request's history scope (who, which operation), so
 * `writeTransaction` can record the change without each repository being told who is asking.
 */
export function scopeHistory(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    const operationId = typeof route.schema?.operationId === 'string' ? route.schema.operationId : route.url;
    route.handler = function withHistoryScope(request, reply) {
      const actor = { id: request.user.id, name: request.user.name || request.user.username };
      const params = (request.params ?? {}) as Record<string, unknown>;
      return runInHistoryScope({ actor, operationId, params, before: null, recordedExplicitly: false }, () => handler.call(this, request, reply));
    } as typeof route.handler;
  });
}
