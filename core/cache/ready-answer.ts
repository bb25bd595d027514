import { createHash } from 'node:crypto';

/**
 * A cached JSON answer as bytes ready to send: the body and its entity tag, made once per cache fill (a new
 * fill is a new object, so the object itself tells whether an entry changed).
 */
export interface ReadyAnswer {
  readonly body: Buffer;
  /** a strong entity tag, quoted: `"<sha1 of the body, base64url>"`; none on an answer made per response (no 304 then) */
  readonly etag?: string;
}

/**
 * Thrown by a ready answer's loader when the read has no answer fit to keep as bytes (a page that links an SEO record,
 * read live per answer): the caller catches it and answers the usual way.
 */
export class NoReadyAnswer extends Error {}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The answer of a JSON text (as JSON.stringify wrote it). */
export function readyAnswerOf(json: string): ReadyAnswer {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: etagOf(body) };
}

/**
 * The ready answer of each distinct JSON text, for stores that hand back text (Redis): kept per key while the
 * text stays the same, at most `max` keys (the oldest dropped first).
 */
export class ReadyMemo {
  private readonly byKey = new Map<string, { json: string; ready: ReadyAnswer }>();

  constructor(private readonly max = 1_000) {}

  of(key: string, json: string): ReadyAnswer {
    const memo = this.byKey.get(key);
    if (memo && memo.json === json) return memo.ready;
    const ready = readyAnswerOf(json);
    this.byKey.delete(key);
    this.byKey.set(key, { json, ready });
    if (this.byKey.size > this.max) this.byKey.delete(this.byKey.keys().next().value!);
    return ready;
  }

  clear(): void {
    this.byKey.clear();
  }
}
