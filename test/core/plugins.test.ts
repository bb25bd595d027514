import { Get, JsonController } from 'routing-controllers';
import { bootApp, type TestApp } from '../support/app.js';
import { availablePlugins } from '../../plugins/index.js';
import { demoChildPlugin, demoPlugin } from '../support/demo-plugin.js';
import { definePlugin, PluginLoadError, resolvePlugins } from '../../core/plugin.js';

const a = definePlugin({ name: 'a' });
const b = definePlugin({ name: 'b', requires: ['a'] });
const c = definePlugin({ name: 'c', requires: ['b', 'a'] });

describe('plugin loader', () => {
  it('orders plugins after what they require, whatever the listed order', () => {
    expect(resolvePlugins([c, b, a]).map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(resolvePlugins([a, b, c], ['c', 'b', 'a']).map((p) => p.name)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a plugin whose requirement is off, naming both and what to do', () => {
    expect(() => resolvePlugins([a, b, c], ['c', 'b'])).toThrow(new PluginLoadError('Plugin "b" requires "a", which is not enabled: add it to PLUGINS'));
  });

  it('refuses unknown plugin names and cycles', () => {
    expect(() => resolvePlugins([a], ['a', 'zzz'])).toThrow(/unknown plugin "zzz"/);
    const x = definePlugin({ name: 'x', requires: ['y'] });
    const y = definePlugin({ name: 'y', requires: ['x'] });
    expect(() => resolvePlugins([x, y])).toThrow(/cycle: x -> y -> x/);
  });

  it('stops start-up when PLUGINS enables a plugin without its requirement', async () => {
    await expect(bootApp({ env: { PLUGINS: 'accounts,demo-child' }, available: [...availablePlugins, demoPlugin, demoChildPlugin] })).rejects.toThrow(
      'Plugin "demo-child" requires "demo", which is not enabled: add it to PLUGINS',
    );
  });
});

describe('controllers', () => {
  it('refuses a controller that inherits routes (their policy would be skipped)', async () => {
    class Base {
      @Get('/open')
      open() {
        return 'x';
      }
    }
    @JsonController('/api/inherit')
    class Inheriting extends Base {}
    const plugin = definePlugin({ name: 'inherit', controllers: [Inheriting] });
    await expect(bootApp({ available: [...availablePlugins, plugin] })).rejects.toThrow(/Inheriting inherits route open from Base/);
  });

  it('refuses two controllers of one name (their rate-limit counters would be shared)', async () => {
    const surface = (base: string) => {
      @JsonController(base)
      class Twin {
        @Get('/x')
        x() {
          return 'x';
        }
      }
      return Twin;
    };
    const plugin = definePlugin({ name: 'twins', controllers: [surface('/api/twin-a'), surface('/api/twin-b')] });
    await expect(bootApp({ available: [...availablePlugins, plugin], env: { PLUGINS: 'accounts,twins' } })).rejects.toThrow(/Two controllers are named Twin/);
  });
});

describe('a disabled plugin contributes nothing', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    const available = [...availablePlugins, demoPlugin];
    on = await bootApp({ available });
    off = await bootApp({ env: { PLUGINS: 'accounts' }, available });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('answers its routes 404 in the error body', async () => {
    await on.http.get('/api/demo/items').expect(200);
    const res = await off.http.get('/api/demo/items').expect(404);
    expect(res.body.errorCode).toBe('NOT_FOUND');
  });

  it('defines none of its jobs', () => {
    expect(on.bazaar.jobs.names()).toContain('demo.tick');
    expect(off.bazaar.jobs.names()).not.toContain('demo.tick');
  });

  it('writes no permission rows for its modules', async () => {
    const rows = await off.bazaar.dataSource.query(`SELECT name FROM permissions WHERE module = 'Demo'`);
    expect(rows).toEqual([]);
    expect(off.bazaar.plugins.map((p) => p.name)).toEqual(['accounts']);
  });
});
