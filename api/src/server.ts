import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureFirstAdministrator } from './features/auth/firstAdministrator';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await ensureFirstAdministrator(app, process.env);
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  // Printed, not logged: `npm start` users read this line to find the admin.
  console.log(`\nNail Or Never Admin is running at ${url}${config.staticSite ? '' : ' (API only)'}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
