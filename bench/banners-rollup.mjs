// The nightly banner rollup over 10 million raw events of one UTC day (9M impressions, 1M clicks, 2,000
// banner x placement x campaign combinations, a tenth of the impressions without a campaign), on a fresh
// database migrated by the service. Times rollupDay() itself: the GROUP BY of the day and the overwrite of
// its stat rows, 100 per statement. Target: < 60 s. Runs the TypeScript sources through the test loader.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, root, startService, stopService } from './lib.mjs';

if (!process.env.BANNERS_ROLLUP_CHILD) {
  // run again with the loader that reads the TypeScript sources
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', 'bench/banners-rollup.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BANNERS_ROLLUP_CHILD: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const EVENTS = Number(process.env.BENCH_ROLLUP_EVENTS ?? 10_000_000);
  const DAY = '2025-06-15';
  const db = await freshDatabase('bazaar_bench_rollup');
  const svc = await startService({ DATABASE_URL: db.url, ROLE: 'api' }, await freePort()); // migrates
  await stopService(svc.child);
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const uuid = (expr) => `('00000000-0000-7000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`;
    const fill = async (table, from, to, withCampaign) => {
      await c.query(`
        INSERT INTO ${table} (correlation_id, banner_public_id, placement_public_id, campaign_public_id, occurred_at, received_at)
        SELECT '${table[7]}' || g, ${uuid('g % 200')}, ${uuid('1000 + g % 10')}, ${withCampaign ? `CASE WHEN g % 10 = 0 THEN NULL ELSE ${uuid('2000 + g % 7')} END` : 'NULL'},
               '${DAY}T00:00:00Z'::timestamptz + (g % 86400000) * interval '1 millisecond', now()
        FROM generate_series(${from}, ${to}) g`);
    };
    const t0 = performance.now();
    const impressions = Math.round(EVENTS * 0.9);
    // indexes are built after the load (as a restore would); the rollup reads the table as production has it
    for (const t of ['banner_impression_events', 'banner_click_events']) {
      await c.query(`DROP INDEX ${t}_correlation, ${t}_occurred`);
    }
    for (let from = 1; from <= impressions; from += 1_000_000) await fill('banner_impression_events', from, Math.min(impressions, from + 999_999), true);
    await fill('banner_click_events', 1, EVENTS - impressions, true);
    for (const t of ['banner_impression_events', 'banner_click_events']) {
      await c.query(`CREATE UNIQUE INDEX ${t}_correlation ON ${t} (correlation_id)`);
      await c.query(`CREATE INDEX ${t}_occurred ON ${t} (occurred_at, correlation_id)`);
      await c.query(`VACUUM ANALYZE ${t}`);
    }
    console.log(`banners-rollup: ${EVENTS.toLocaleString('en')} raw events of ${DAY} loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const { createDataSource } = await import('../core/db/data-source.ts');
    const { bindDataSource } = await import('../core/db/transaction.ts');
    const { rollupDay } = await import('../plugins/banners/analytics/rollup.ts');
    const ds = createDataSource(db.url, [], 4);
    await ds.initialize();
    bindDataSource(ds);
    for (const run of ['first run', 'second run (overwrites)']) {
      const t1 = performance.now();
      const r = await rollupDay(DAY);
      const s = (performance.now() - t1) / 1000;
      const [{ impressions: imp, clicks }] = (
        await c.query(`SELECT sum(impressions)::bigint AS impressions, sum(clicks)::bigint AS clicks FROM banner_daily_stats WHERE stat_date = $1`, [DAY])
      ).rows;
      console.log(
        `  ${run}: ${s.toFixed(1)} s, ${r.rows} stat rows in ${r.batches} batches of <= 100; impressions ${imp}, clicks ${clicks}   target < 60 s: ${s < 60 ? 'ok' : 'NOT MET'}`,
      );
    }
    await ds.destroy();
  } finally {
    await c.end();
    await dropDatabase(db.name);
  }
}
