/**
 * Default dev-server ports, one table so the host's dev `remotes.json` and each remote's dev server
 * agree. Override one app's port with `<NAME>_PORT` (e.g. `SERVICES_PORT=4001`).
 */
const DEFAULT_DEV_PORTS = { host: 3000, services: 3001, galleries: 3002, general: 3003 };

const REMOTE_NAMES = ['services', 'galleries', 'general'];

/**
 * @param {string} name
 * @returns {number}
 */
function devPortOf(name) {
  const fromEnv = Number(process.env[`${name.toUpperCase()}_PORT`]);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const port = /** @type {Record<string, number | undefined>} */ (DEFAULT_DEV_PORTS)[name];
  if (!port) throw new Error(`No default dev port for "${name}"`);
  return port;
}

module.exports = { DEFAULT_DEV_PORTS, REMOTE_NAMES, devPortOf };
