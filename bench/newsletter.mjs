// Newsletter: (1) POST /api/newsletter/subscribe, a new address per request (insert, token, confirmation mail
// over SMTP after commit), vs bare express parsing the body and answering the same bytes; (2) send throughput:
// a campaign to BENCH_RECIPIENTS confirmed subscribers (default 2,000) through the outbox and the worker, over
// SMTP to a local sink, from the send request to the campaign's `sent`. One ROLE=all process; the load
// generator and the SMTP sink run here.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { dropDatabase, freePort, freshDatabase, json, root, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000);

let received = 0;
const sink = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  onData(stream, _session, cb) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      cb();
    });
  },
});
const smtpPort = await freePort();
await new Promise((r) => sink.listen(smtpPort, '127.0.0.1', r));

let n = 0;
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        pipelining: 1,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `bench-${process.pid}-${++n}@list.test` }) }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const db = await freshDatabase();
const port = await freePort();
const barePort = await freePort();
const svc = await startService(
  { DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUPERADMIN_EMAIL: 'bench@bazaar.test', SUPERADMIN_PASSWORD: 'bench-password-1' },
  port,
);
let bare;
try {
  const base = `http://127.0.0.1:${port}`;
  const url = `${base}/api/newsletter/subscribe`;
  const answer = await json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'first@list.test' }) });
  bare = spawn(process.execPath, [`${root}/bench/newsletter-bare.mjs`, String(barePort), JSON.stringify(answer)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => bare.stdout.once('data', r));

  await load(url); // warm-up; measure the second run
  const ours = await load(url);
  await load(`http://127.0.0.1:${barePort}/api/newsletter/subscribe`);
  const floor = await load(`http://127.0.0.1:${barePort}/api/newsletter/subscribe`);
  const ratio = ours.requests.average / floor.requests.average;
  console.log(`bare express (POST json)   ${Math.round(floor.requests.average)} req/s  p99 ${floor.latency.p99} ms`);
  console.log(`bazaar subscribe           ${Math.round(ours.requests.average)} req/s  p99 ${ours.latency.p99} ms  non-2xx ${ours.non2xx}`);
  console.log(`ratio                      ${(ratio * 100).toFixed(1)}%`);

  // send throughput
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  // the confirmation mails of part 1 go out through the outbox: let them drain so they do not share the SMTP pool
  const drainStart = performance.now();
  for (;;) {
    const [{ open }] = (await c.query(`SELECT count(*)::int AS open FROM outbox_events WHERE status IN ('pending', 'queued')`)).rows;
    if (open === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`confirmation mails of part 1 drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s (sink received ${received})`);
  await c.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed'`);
  await c.query(
    `INSERT INTO newsletter_subscribers (public_id, email, status, source, confirmed_at)
     SELECT gen_random_uuid(), 'reader-' || i || '@list.test', 'confirmed', 'admin_import', now() FROM generate_series(1, $1) AS i`,
    [RECIPIENTS],
  );
  await c.end();
  const login = await json(`${base}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bazaar.test', password: 'bench-password-1' }),
  });
  const auth = { authorization: `Bearer ${login.data.tokens.accessToken}`, 'content-type': 'application/json' };
  const campaign = await json(`${base}/api/admin/newsletter/campaigns`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ name: 'Bench', subject: 'Bench campaign', bodyMarkdown: '## Hello\n\nA paragraph of news.\n\nAnother one.' }),
  });
  const before = received;
  const t0 = performance.now();
  await json(`${base}/api/admin/newsletter/campaigns/${campaign.data.id}/send`, { method: 'POST', headers: auth });
  let detail;
  for (;;) {
    detail = (await json(`${base}/api/admin/newsletter/campaigns/${campaign.data.id}`, { headers: auth })).data;
    if (detail.status !== 'sending') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `send ${RECIPIENTS} recipients   ${seconds.toFixed(2)} s  ${Math.round(detail.sentCount / seconds)} mails/s  status ${detail.status}  sent ${detail.sentCount}  failed ${detail.failedCount}  sink received ${received - before}`,
  );
} finally {
  bare?.kill();
  await stopService(svc.child);
  await dropDatabase(db.name);
  sink.close();
}
