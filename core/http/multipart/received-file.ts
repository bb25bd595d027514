import { promises as fs } from 'node:fs';

/** A file part of a multipart request, written to a temp file (never more than its size limit). */
export interface ReceivedFile {
  /** the multipart field it came in */
  field: string;
  /** the temp file: the receiver's to remove when done (removeReceivedFiles) */
  path: string;
  /** the client's file name, as sent (may hold anything: clean it before showing or storing it) */
  originalName: string;
  /** the Content-Type the client declared for the part */
  declaredType: string;
  size: number;
  /** hex sha256 of the bytes */
  sha256: string;
}

export async function removeReceivedFiles(files: ReadonlyArray<{ path: string }>): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.path, { force: true }).catch(() => {})));
}
