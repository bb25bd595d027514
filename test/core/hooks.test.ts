import { defineHook, installHooks } from '../../core/hooks/index.js';
import { definePlugin } from '../../core/plugin.js';
import { bootApp, type TestApp } from '../support/app.js';

/** One hook owned by `hook-owner`, handled by the owner and two other plugins; `hook-off` handles it too but is not enabled. */
const PING = defineHook<{ word: string }, string>('hook-owner.ping');
const calls: string[] = [];
const answer =
  (who: string) =>
  ({ word }: { word: string }) => {
    calls.push(who);
    return `${who}:${word}`;
  };

const owner = definePlugin({ name: 'hook-owner', hooks: [PING.handle('hook-owner.self', answer('owner'))] });
const first = definePlugin({ name: 'hook-first', requires: ['hook-owner'], hooks: [PING.handle('hook-first.ping', answer('first'))] });
const second = definePlugin({
  name: 'hook-second',
  requires: ['hook-first'],
  hooks: [PING.handle('hook-second.ping', async ({ word }) => `second:${word}`)],
});
const off = definePlugin({ name: 'hook-off', requires: ['hook-owner'], hooks: [PING.handle('hook-off.ping', answer('off'))] });

describe('hooks in a running app', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('runs the handlers of the enabled plugins only, in load order, with their typed args, and none once the app stopped', async () => {
    // listed out of order: the load order (requires) decides, not the list
    t = await bootApp({ env: { PLUGINS: 'hook-second,hook-owner,hook-first' }, available: [second, off, first, owner] });
    calls.length = 0;
    expect(await PING.run({ word: 'hi' })).toEqual(['owner:hi', 'first:hi', 'second:hi']);
    expect(calls).toEqual(['owner', 'first']); // hook-off's handler never ran
    await t.close();
    t = undefined;
    expect(await PING.run({ word: 'after' })).toEqual([]);
  });

  it('refuses at start-up two hooks sharing a name', async () => {
    const impostor = defineHook<{ word: string }, string>('hook-owner.ping');
    const plugin = definePlugin({ name: 'hook-impostor', requires: ['hook-owner'], hooks: [impostor.handle('hook-impostor.ping', answer('impostor'))] });
    await expect(bootApp({ env: { PLUGINS: 'hook-owner,hook-impostor' }, available: [owner, plugin] })).rejects.toThrow(
      'Two hooks are named "hook-owner.ping": a hook name belongs to one defineHook',
    );
  });
});

describe('the hook loader (installHooks, as start-up runs it)', () => {
  afterEach(() => installHooks([]));

  it("refuses a handler name used twice, or outside its plugin's prefix", () => {
    const twice = definePlugin({ name: 'hook-x', hooks: [PING.handle('hook-x.a', answer('x')), PING.handle('hook-x.a', answer('x'))] });
    expect(() => installHooks([twice])).toThrow('Hook handler "hook-x.a" is declared twice (hooks "hook-owner.ping" and "hook-owner.ping")');
    const squatter = definePlugin({ name: 'hook-y', hooks: [PING.handle('hook-owner.self', answer('y'))] });
    expect(() => installHooks([owner, squatter])).toThrow(
      'Plugin "hook-y" declares hook handler "hook-owner.self": names are "hook-y.<what>", at most 100 characters',
    );
  });

  it('refuses a hook name outside the <plugin>.<what> form', () => {
    expect(() => defineHook('ping')).toThrow('Hook "ping": names are "<plugin>.<what>"');
  });

  it('a failing handler throws to the caller and stops the run, unless the hook logs failures and runs the next', async () => {
    const strict = defineHook('hook-z.strict');
    const lenient = defineHook('hook-z.lenient', { onFailure: 'log' });
    const ran: string[] = [];
    const fail = () => {
      throw new Error('boom');
    };
    installHooks([
      definePlugin({
        name: 'hook-z',
        hooks: [
          strict.handle('hook-z.strict-fails', fail),
          strict.handle('hook-z.strict-after', () => void ran.push('strict')),
          lenient.handle('hook-z.lenient-fails', async () => fail()),
          lenient.handle('hook-z.lenient-after', () => void ran.push('lenient')),
        ],
      }),
    ]);
    await expect(strict.run()).rejects.toThrow('boom');
    await expect(lenient.run()).resolves.toHaveLength(1);
    expect(ran).toEqual(['lenient']);
  });

  it("runs handlers that answer at once within the caller's tick (the banners change feed relies on it)", () => {
    const seen: string[] = [];
    const TICK = defineHook<{ n: number }>('hook-t.tick');
    installHooks([
      definePlugin({
        name: 'hook-t',
        hooks: [TICK.handle('hook-t.a', ({ n }) => void seen.push(`a${n}`)), TICK.handle('hook-t.b', ({ n }) => void seen.push(`b${n}`))],
      }),
    ]);
    void TICK.run({ n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('types the args and results of a handler and a run', () => {
    // compile-time checks (npm run typecheck): a wrong argument or result type does not build
    // @ts-expect-error the word is a string
    PING.handle('hook-owner.wrong', ({ word }: { word: number }) => `${word}`);
    // @ts-expect-error a ping handler answers a string
    PING.handle('hook-owner.wrong', () => 1);
    // @ts-expect-error a ping run needs its word
    void PING.run({});
    expect(true).toBe(true);
  });
});
