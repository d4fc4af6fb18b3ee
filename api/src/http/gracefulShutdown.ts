import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM (what a process manager or a load balancer's orchestrator sends) or SIGINT: stop
 * accepting connections, let the requests under way finish, then exit 0. A request that is still
 * running after `timeoutMs` is given up and the process exits 1, so a stuck client cannot hold a
 * deploy. A second signal ends the process at once (the default action, as `once` is used).
 */
export function stopOnSignals(app: FastifyInstance, timeoutMs: number): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Printed, not logged: the line must show at any LOG_LEVEL, and tests wait for it.
      console.log(`${signal} received: finishing the requests under way (at most ${timeoutMs} ms), then stopping.`);
      const deadline = setTimeout(() => {
        console.error(`Requests were still running ${timeoutMs} ms after ${signal} (SHUTDOWN_TIMEOUT_MS); stopping without them.`);
        process.exit(1);
      }, timeoutMs);
      app.close().then(
        () => {
          clearTimeout(deadline);
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}
