import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureFirstAdministrator } from './features/auth/firstAdministrator';
import { stopOnSignals } from './http/gracefulShutdown';

async function main(): Promise<void> {
  // Everything this process creates (database, uploads, keys) is for its own user only.
  process.umask(0o077);
  const config = loadConfig();
  const app = await buildApp(config);
  await ensureFirstAdministrator(app, process.env);
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  // Printed, not logged: `npm start` users read this line to find the admin.
  console.log(`\nNail Or Never Admin is running at ${url}${config.staticSite ? '' : ' (API only)'}`);
  if (config.staticSite) console.log(`Sign in at ${url}/admin/login (administrators: npm run cli -w api -- list-admins)`);
  stopOnSignals(app, config.shutdownTimeoutMs);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
