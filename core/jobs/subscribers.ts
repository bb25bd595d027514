import type { PluginManifest } from '../plugin.js';
import type { OutboxHandler } from './outbox-types.js';
import type { Topic } from './topics.js';

/** One named subscriber of a topic; its name keys its deliveries, so renaming it starts it afresh. */
export interface Subscription {
  topic: string;
  name: string;
  handler: OutboxHandler;
}

/**
 * Declares a subscriber for a plugin's manifest `subscribers`. Any number of plugins may subscribe to a
 * topic; each subscriber gets every event once and is retried on its own. `name` is `<plugin>.<what>`.
 * A plain string topic is allowed (its payload is then `unknown`); a `defineTopic` one types the handler.
 */
export function subscribe<P>(topic: Topic<P>, name: string, handler: OutboxHandler<P>): Subscription {
  return { topic, name, handler: handler as OutboxHandler };
}

const NAME_MAX = 100;

/** The enabled plugins' subscribers by name; a name outside its plugin's prefix or used twice stops start-up. */
export function collectSubscribers(plugins: PluginManifest[]): Map<string, Subscription> {
  const byName = new Map<string, Subscription & { plugin: string }>();
  for (const plugin of plugins) {
    for (const s of plugin.subscribers ?? []) {
      if (!s.name.startsWith(`${plugin.name}.`) || s.name.length > NAME_MAX) {
        throw new Error(`Plugin "${plugin.name}" declares subscriber "${s.name}": names are "${plugin.name}.<what>", at most ${NAME_MAX} characters`);
      }
      const other = byName.get(s.name);
      if (other) throw new Error(`Subscriber "${s.name}" is declared twice (topics "${other.topic}" and "${s.topic}")`);
      byName.set(s.name, { ...s, plugin: plugin.name });
    }
  }
  return byName;
}
