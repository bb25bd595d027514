declare const payloadType: unique symbol;

/**
 * An outbox topic with the type of its payload. It is its name at run time (a string), so it can be stored,
 * compared and logged as one; the type only flows from `defineTopic` into `publish` and `subscribe`.
 */
export type Topic<P> = string & { readonly [payloadType]?: P };

/** `<plugin>.<thing>.<happened>`: lower case, the thing and the event may have hyphens (docs/architecture.md, Naming). */
const TOPIC_NAME = /^[a-z][a-z0-9]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/** Declared once, in the publishing plugin's public surface (its index.ts or a topics.ts it re-exports). */
export function defineTopic<P>(name: string): Topic<P> {
  if (!TOPIC_NAME.test(name) || name.length > 200)
    throw new Error(`An outbox topic is named "<plugin>.<thing>.<happened>" (at most 200 characters), got "${name}"`);
  return name as Topic<P>;
}
