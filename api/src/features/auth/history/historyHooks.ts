import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { runInHistoryScope, type HistoryScope } from './historyScope';

/**
 * Runs every handler of the scope inside its request's history scope (who, which operation), so
 * `writeTransaction` can record the change without each repository being told who is asking. When
 * the handler is done (answered or failed), the live events of its committed writes go to the
 * instance's live hub (`app.live`, features/live): whatever route wrote, open calendars hear of it.
 */
export function scopeHistory(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    const operationId = typeof route.schema?.operationId === 'string' ? route.schema.operationId : route.url;
    route.handler = async function withHistoryScope(request, reply) {
      const actor = { id: request.user.id, name: request.user.name || request.user.username };
      const params = (request.params ?? {}) as Record<string, unknown>;
      const scope: HistoryScope = { actor, operationId, params, before: null, recordedExplicitly: false, changed: [], committed: [] };
      try {
        return await runInHistoryScope(scope, () => handler.call(this, request, reply));
      } finally {
        if (scope.committed.length > 0) request.server.live.committed(scope.committed);
      }
    } as typeof route.handler;
  });
}
