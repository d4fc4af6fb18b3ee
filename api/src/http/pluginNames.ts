const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Plugin = (...args: never[]) => unknown;

/**
 * Gives a plugin the name Fastify shows in its plugin tree and errors (its function name unless
 * `name` is given), and keeps a name it already has (plugins wrapped with fastify-plugin).
 *
 * Why: for a plugin without one, Fastify looks for the module that exports it among every loaded
 * module, twice per registration. Under jest's module registry that search took a quarter of an
 * API test's CPU (each test builds the app anew).
 */
export function named<T extends Plugin>(plugin: T, name: string = plugin.name): T {
  if (!name) throw new Error('A plugin needs a name: pass one for an anonymous function.');
  if (!Object.hasOwn(plugin, DISPLAY_NAME)) Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
  return plugin;
}
