import pluginUtils from 'fastify/lib/plugin-utils.js';
import fastifyPlugin from 'fastify-plugin';
import { named } from '../../src/http/pluginNames';
import { startTestApp } from '../support/testApp';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

describe('plugin names', () => {
  it('names a plugin after its function, or by the name given', () => {
    const bookingRoutes = async (): Promise<void> => {};
    expect(Reflect.get(named(bookingRoutes), DISPLAY_NAME)).toBe('bookingRoutes');
    expect(Reflect.get(named(async () => {}, 'api'), DISPLAY_NAME)).toBe('api');
  });

  it('keeps the name a plugin already has', () => {
    const wrapped = fastifyPlugin(async () => {}, { name: 'uploads' });
    expect(Reflect.get(named(wrapped, 'other'), DISPLAY_NAME)).toBe('uploads');
  });

  it('refuses an anonymous plugin without a name', () => {
    expect(() => named(Function.prototype as () => void)).toThrow('A plugin needs a name');
  });

  it('leaves no plugin of the API to be looked up among the loaded modules', async () => {
    // Fastify scans every loaded module for a plugin without a display name (on each registration);
    // a test app is built per test, so one unnamed plugin costs every API test.
    const asked = jest.spyOn(pluginUtils, 'getPluginName');
    const testApp = await startTestApp();
    try {
      const plugins = asked.mock.calls.map(([plugin]) => plugin);
      expect(plugins.length).toBeGreaterThan(20);
      const unnamed = plugins.filter((plugin) => !Object.hasOwn(plugin, DISPLAY_NAME)).map((plugin) => String(plugin).slice(0, 60));
      expect(unnamed).toEqual([]);
    } finally {
      asked.mockRestore();
      await testApp.close();
    }
  });
});
