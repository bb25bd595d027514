// Catalog import: a 50,000-row category CSV (targets: under 60 s, peak RSS of the service under 300 MB) and the
// same rows as XLSX (target: under 120 s; its peak RSS is printed too). Generates the files, submits them over HTTP to the
// built service (npm run build first), polls the job to its end and reads the service's peak RSS (VmHWM).
// Each format runs in a fresh service process on one fresh database (slugs differ between the two files).
import { createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { dropDatabase, freePort, freshDatabase, json, startService, statusMb, stopService, tempDir } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const HEADER = ['name', 'slug', 'description', 'parentSlug', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'];
const TARGET_MB = 300;

/** A tree of depth <= 5 (50 roots, 8 children each); children come before their parents in the file; every 10th leaf has its slug generated. */
function* categoryRows(prefix) {
  for (let i = ROWS - 1; i >= 0; i--) {
    const parent = i < 50 ? '' : `${prefix}-${Math.floor((i - 50) / 8)}`;
    const slug = i % 10 === 9 && 50 + i * 8 >= ROWS ? '' : `${prefix}-${i}`; // only leaves (never a parent) lack a slug
    yield [
      `${prefix.toUpperCase()} category ${i}`,
      slug,
      `Everything in category ${i}: a description long enough to look like one written by a merchandiser.`,
      parent,
      i % 100,
      i % 7 !== 0,
      `https://cdn.example.com/categories/${i}.webp`,
      `Category ${i}`,
      `Category ${i} | Shop`,
      `Buy products of category ${i} online.`,
    ];
  }
}

const csvCell = (v) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

async function writeCsv(file, prefix) {
  const out = createWriteStream(file);
  out.write(`${HEADER.join(',')}\n`);
  for (const row of categoryRows(prefix)) if (!out.write(`${row.map(csvCell).join(',')}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file, prefix) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('categories');
  sheet.addRow(HEADER).commit();
  for (const row of categoryRows(prefix)) sheet.addRow(row.map((v) => (v === '' ? null : v))).commit();
  sheet.commit();
  await book.commit();
}

async function run(db, file, name, type, targetSeconds, targetMb) {
  const PORT = await freePort();
  const BASE = `http://127.0.0.1:${PORT}`;
  const svc = await startService(
    { DATABASE_URL: db.url, SUPERADMIN_EMAIL: 'bench@bazaar.test', SUPERADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'error' },
    PORT,
  );
  try {
    const login = await json(`${BASE}/api/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@bazaar.test', password: 'bench-password-1' }),
    });
    const auth = { authorization: `Bearer ${login.data.tokens.accessToken}` };
    // VmHWM is the process's peak since it started (start-up included); the import's own peak is sampled
    const startupPeak = statusMb(svc.child.pid, 'VmHWM');
    const idle = statusMb(svc.child.pid, 'VmRSS');
    let importPeak = idle;
    const sampler = setInterval(() => (importPeak = Math.max(importPeak, statusMb(svc.child.pid, 'VmRSS'))), 25);
    const form = new FormData();
    form.set('entity', 'category');
    form.set('file', new Blob([readFileSync(file)], { type }), name);
    const t0 = performance.now();
    const submitted = await json(`${BASE}/api/admin/catalog/jobs/import`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `bench-${name}-${Date.now()}` },
      body: form,
    });
    let job;
    for (;;) {
      job = (await json(`${BASE}/api/admin/catalog/jobs/${submitted.data.publicId}`, { headers: auth })).data;
      if (['completed', 'failed', 'cancelled'].includes(job.status)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const peak = Math.max(importPeak, statusMb(svc.child.pid, 'VmRSS'));
    const processPeak = statusMb(svc.child.pid, 'VmHWM');
    const ok = job.status === 'completed' && seconds < targetSeconds && (!targetMb || peak < targetMb);
    const size = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(
      `${name.padEnd(16)} ${size} MB  ${job.status} ${job.writtenRows ?? 0} rows  ${seconds.toFixed(1)} s (target < ${targetSeconds})  ` +
        `peak RSS during import ${peak.toFixed(0)} MB (idle before ${idle.toFixed(0)}${targetMb ? `, target < ${targetMb}` : ', no target'})  ${ok ? 'ok' : 'MISSED'}\n` +
        `${''.padEnd(16)} process peak since start (VmHWM) ${processPeak.toFixed(0)} MB, of which start-up ${startupPeak.toFixed(0)} MB`,
    );
    if (job.status !== 'completed') console.log(JSON.stringify({ failureCode: job.failureCode, errors: job.errors?.slice(0, 5) }));
  } finally {
    await stopService(svc.child);
  }
}

const dir = tempDir();
const db = await freshDatabase('bazaar_bench_import');
try {
  const csvFile = path.join(dir, 'categories.csv');
  const xlsxFile = path.join(dir, 'categories.xlsx');
  await writeCsv(csvFile, 'c');
  await writeXlsx(xlsxFile, 'x');
  await run(db, csvFile, 'categories.csv', 'text/csv', 60, TARGET_MB);
  await run(db, xlsxFile, 'categories.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 120, 0);
} finally {
  await dropDatabase(db.name);
  rmSync(dir, { recursive: true, force: true });
}
