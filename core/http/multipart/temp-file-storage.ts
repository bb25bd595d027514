import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, rm } from 'node:fs';
import path from 'node:path';
import type multer from 'multer';

/** The temp folder failed us (disk full, permissions): the server's fault, not the client's. */
export class TempFileWriteError extends Error {
  constructor(cause: Error) {
    super(`Could not write a received file part: ${cause.message}`, { cause });
    this.name = 'TempFileWriteError';
  }
}

/**
 * A multer storage engine that streams each file part to a fresh temp file in `dir`, hashing it on the
 * way. A part that fails half-way (client gone, size limit, malformed body) leaves no file behind.
 */
export function tempFileStorage(dir: string): multer.StorageEngine & { discardAll(): Promise<void> } {
  /** every part of this request: its temp path and when its write is over */
  const parts: Array<{ target: string; written: Promise<void> }> = [];
  return {
    /**
     * After a failed body: waits for every part's write to end and removes every temp file. Multer removes
     * a part that completes after it gave up only once it has answered, so the answer would race it.
     */
    async discardAll() {
      await Promise.all(
        parts.map(async (p) => {
          await p.written;
          await new Promise<void>((resolve) => rm(p.target, { force: true }, () => resolve()));
        }),
      );
    },
    _handleFile(_req, file, cb) {
      const target = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
      let settle!: () => void;
      parts.push({ target, written: new Promise<void>((resolve) => (settle = resolve)) });
      const callback = cb;
      cb = (...args: Parameters<typeof callback>) => {
        settle();
        callback(...args);
      };
      const hash = createHash('sha256');
      let size = 0;
      let done = false;
      const out = createWriteStream(target);
      const fail = (e: Error) => {
        if (done) return;
        done = true;
        file.stream.unpipe(out);
        out.destroy();
        rm(target, { force: true }, () => cb(e));
      };
      file.stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      file.stream.on('error', fail);
      // destroyed without an error (the request was given up): the part will never end
      file.stream.on('close', () => {
        if (!file.stream.readableEnded) fail(new Error('The file part was cut off'));
      });
      out.on('error', (e) => fail(new TempFileWriteError(e)));
      out.on('finish', () => {
        if (done) return;
        done = true;
        cb(null, { path: target, size, sha256: hash.digest('hex') } as Partial<Express.Multer.File>);
      });
      file.stream.pipe(out);
    },
    _removeFile(_req, file, cb) {
      rm(file.path, { force: true }, () => cb(null));
    },
  };
}
