import Fastify from 'fastify';
import { guardPermissions, MissingPermission } from '../../src/features/auth/permissionGuard';
import { nameOperations } from '../../src/http/operationIds';

/** A protected route nobody put in the permission table must stop the server at start-up. */
describe('a route without a permission entry', () => {
  it('refuses to start', async () => {
    const app = Fastify();
    nameOperations(app);
    const starting = (async () => {
      await app.register(async (scope) => {
        guardPermissions(scope);
        scope.get('/api/v1/not-in-the-table', { schema: { summary: 'Forgotten' } }, async () => ({ ok: true }));
      });
      await app.ready();
    })();
    await expect(starting).rejects.toBeInstanceOf(MissingPermission);
    await app.close().catch(() => undefined);
  });

  it('starts when every route has one', async () => {
    const app = Fastify();
    nameOperations(app);
    await app.register(async (scope) => {
      guardPermissions(scope);
      scope.get('/api/v1/team', { schema: { summary: 'Listed' } }, async () => ({ ok: true }));
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
