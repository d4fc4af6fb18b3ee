/**
 * Dev-server ports, from the one remotes table (`shared/remotes.json`), so the host's dev
 * `remotes.json` and each remote's dev server agree. Override one app's port with `<NAME>_PORT`
 * (e.g. `SERVICES_PORT=4001`).
 */
const remoteTable = require('@nail-or-never/shared/remotes.json');

const DEFAULT_DEV_PORTS = {
  host: remoteTable.host.devPort,
  ...Object.fromEntries(remoteTable.remotes.map((remote) => [remote.name, remote.devPort])),
};

const REMOTE_NAMES = remoteTable.remotes.map((remote) => remote.name);

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
