import { Readable } from 'node:stream';

/**
 * Reads a stream of unknown length up to `limit` bytes. A stream that ends within the limit comes back
 * as one Buffer; a longer one as a stream replaying what was read, then the rest.
 */
export async function bufferUpTo(stream: Readable, limit: number): Promise<Buffer | Readable> {
  const it = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const next = await it.next();
    if (next.done) return Buffer.concat(chunks);
    const chunk = Buffer.from(next.value);
    chunks.push(chunk);
    total += chunk.length;
    if (total > limit) {
      return Readable.from(
        (async function* () {
          yield* chunks;
          for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
        })(),
      );
    }
  }
}
