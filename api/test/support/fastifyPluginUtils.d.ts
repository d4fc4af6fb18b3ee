// Fastify's internal helper that names a plugin at registration (no types of its own); the plugin
// names test watches it.
declare module 'fastify/lib/plugin-utils.js' {
  const pluginUtils: { getPluginName(plugin: object): string | null };
  export default pluginUtils;
}
