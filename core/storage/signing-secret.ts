import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const SIGNING_SECRET_FILE = 'storage-signing.key';

/**
 * STORAGE_SIGNING_SECRET when configured; otherwise a random secret generated on first start and kept in
 * `${DATA_DIR}/storage-signing.key` (mode 600, outside the files tree so it is never served). Local files
 * live under DATA_DIR, so every instance that can serve them shares that folder and therefore the secret.
 */
export async function loadStorageSigningSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  const existing = await readSecret(file);
  if (existing) return existing;
  // write aside then link: link() fails if another process won the race, and nobody reads a half-written file
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(tmp, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(tmp, file);
  } catch (e: any) {
    if (e?.code !== 'EEXIST') throw e;
  } finally {
    await fs.unlink(tmp).catch(() => {});
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} holds no usable secret (at least 32 characters)`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await fs.readFile(file, 'utf8')).trim();
    return value.length >= 32 ? value : undefined;
  } catch (e: any) {
    if (e?.code === 'ENOENT') return undefined;
    throw e;
  }
}
