import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { newPublicId } from '../../core/db/ids.js';
import { accounts } from '../../plugins/accounts/index.js';
import { User } from '../../plugins/accounts/entities/user.entity.js';
import type { TestApp } from '../support/app.js';

export async function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: { r: 10, g: 120, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
    .gif()
    .toBuffer();
}

export const pdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['sku', 'qty']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** the smallest MP4 file-type recognises: an ftyp box of brand isom */
export const mp4 = (): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'), Buffer.alloc(64)]);

/** A customer row (as the accounts plugin stores it) and an access token from its session service. */
export async function customerToken(
  t: TestApp,
  email = `c${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`,
): Promise<{ token: string; userId: string }> {
  await t.bazaar.dataSource.query(`INSERT INTO users (public_id, kind, name, email, email_verified) VALUES ($2, 'customer', 'Customer', $1, true)`, [
    email,
    newPublicId(),
  ]);
  const user = await t.bazaar.dataSource.getRepository(User).findOneByOrFail({ email });
  const tokens = await accounts.sessions.issue(user, { ip: '127.0.0.1' });
  return { token: tokens.accessToken, userId: user.publicId };
}

/** GETs a URL the service handed out: through the app for its own /api/files route, else over HTTP. */
export async function fetchUrl(t: TestApp, url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  const u = new URL(url);
  if (u.pathname.startsWith('/api/files/')) {
    const res = await t.http
      .get(u.pathname + u.search)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    return { status: res.status, body: res.body as Buffer, headers: res.headers as Record<string, string> };
  }
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: Object.fromEntries(res.headers) };
}
