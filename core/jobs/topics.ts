declare const payloadType: unique symbol;

/**
 * An outbox topic with the type of its payload. It is its name at run time (a string), so it can be stored,
 * compared and logged as one; the type only flows from `defineTopic` into `publish` and `subscribe`.
 */
export type Topic<P> = string & { readonly [payloadType]?: P };

/** Declared once, in the publishing plugin's public surface (its index.ts or a topics.ts it re-exports). */
export function defineTopic<P>(name: string): Topic<P> {
  if (!name || name.length > 200) throw new Error(`An outbox topic must have 1 to 200 characters, got "${name}"`);
  return name as Topic<P>;
}
