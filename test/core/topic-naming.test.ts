import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineTopic } from '../../core/jobs/index.js';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** Every `export const X = define<Topic|Hook><...>('name')` in plugins/, with the plugin folder it is in. */
function declared(kind: 'Topic' | 'Hook') {
  const found: { plugin: string; constant: string; name: string; file: string }[] = [];
  const pattern = new RegExp(`export const ([A-Z0-9_]+) = define${kind}(?:<[\\s\\S]*?>)?\\(\\s*'([^']+)'`, 'g');
  for (const file of sourceFiles(path.join(root, 'plugins'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      found.push({ plugin: path.relative(path.join(root, 'plugins'), file).split(path.sep)[0], constant: m[1], name: m[2], file });
    }
  }
  return found;
}

describe('naming of topics and hooks (docs/architecture.md, Naming)', () => {
  const topics = declared('Topic');
  const hooks = declared('Hook');

  it('finds the topics the plugins publish', () => {
    expect(topics.map((t) => t.name)).toEqual(expect.arrayContaining(['checkout.session.settled', 'orders.order.created', 'accounts.customer.deleted']));
  });

  it.each(topics.map((t) => [t.name, t] as const))('%s is <plugin>.<thing>.<happened> of its plugin, its constant <THING>_<HAPPENED>', (_name, t) => {
    const [plugin, thing, happened] = t.name.split('.');
    expect(plugin).toBe(t.plugin);
    expect(t.constant).toBe(`${thing}_${happened}`.replace(/-/g, '_').toUpperCase());
  });

  it.each(hooks.map((h) => [h.name, h] as const))('hook %s is <plugin>.<what> of its plugin, its constant <PLUGIN>_<WHAT>', (_name, h) => {
    expect(h.name.split('.')[0]).toBe(h.plugin);
    expect(h.constant).toBe(h.name.replace(/[.-]/g, '_').toUpperCase());
  });

  it('defineTopic refuses a name of another form', () => {
    expect(() => defineTopic('product.created')).toThrow('<plugin>.<thing>.<happened>');
    expect(() => defineTopic('Orders.Order.Created')).toThrow('<plugin>.<thing>.<happened>');
    expect(defineTopic('orders.order.created')).toBe('orders.order.created');
  });
});
