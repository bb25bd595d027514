import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApp } from '../../support/app.js';
import { killAll, spawnWorker, type Worker } from '../../support/spawn-worker.js';
import { customerWithCart, stockOf, type Shop } from '../../checkout/support.js';
import { settle, startedCheckout, until } from '../support.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the worker dies: mid-way through SESSION_SETTLED's delivery (checkout's completion and the order's creation,
 * one transaction, which also writes SESSION_COMPLETED's delivery to orders.create-order done), or at a random instant.
 */
export const KILL_POINTS = ['orders.complete-checkout', 'random'] as const;
export type KillPoint = (typeof KILL_POINTS)[number];

export interface KillReport {
  rounds: number;
  settled: number;
  /** kills that landed inside a handler (its effects were written, not committed) and were checked to have left nothing */
  midFlightKills: Record<string, number>;
  randomKills: number;
  /** checkouts with exactly one order at the end (must equal settled) */
  withOneOrder: number;
  /** stock of the kill product: expected and found */
  stock: { expectedOnHand: number; onHand: number; reserved: number }[];
  deadDeliveries: number;
  /** the most attempts any delivery took (each kill mid-handler costs its deliveries one) */
  maxAttempts: number;
  ms: number;
}

const START_STOCK = 100_000;

/**
 * Rounds of: settle `perRound` checkouts (as payments does), start a worker, kill -9 it at the round's point,
 * and check the killed transaction left nothing. A new worker takes over in the next round (the dead one's
 * deliveries come back when their lease ends); a last healthy worker drains everything. Then every settled
 * checkout must have exactly one order whose lines are the checkout's, and the stock must match.
 */
export async function runKillRounds(t: TestApp, shop: Shop, opts: { rounds: number; perRound: number; log?: (line: string) => void }): Promise<KillReport> {
  const began = Date.now();
  const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
  const workers: Worker[] = [];
  const startWorker = (killAt: string | null, killFor: string[] = []) => {
    const w = spawnWorker(path.join(here, 'order-worker.ts'), t.databaseUrl, {
      DATA_DIR: t.dataDir,
      KILL_AT: killAt ?? '',
      KILL_FOR: killFor.join(','),
      LOG_LEVEL: 'silent',
    });
    workers.push(w);
    return w;
  };
  const { variantIds } = await shop.makeProduct(`Kill test goods ${Date.now()}`, [
    { mrp: 2000, sellingPrice: 1500, name: 'Red', sku: `KILL-R-${Date.now()}`, onHand: START_STOCK },
    { mrp: 900, sellingPrice: 700, name: 'Green', sku: `KILL-G-${Date.now()}`, onHand: START_STOCK },
  ]);
  const bought = new Map<string, number>(variantIds.map((v) => [v, 0]));
  const settled: { checkoutId: string; lines: { variantId: string; quantity: number }[] }[] = [];
  const report: KillReport = {
    rounds: opts.rounds,
    settled: 0,
    midFlightKills: {},
    randomKills: 0,
    withOneOrder: 0,
    stock: [],
    deadDeliveries: 0,
    maxAttempts: 0,
    ms: 0,
  };

  try {
    for (let round = 0; round < opts.rounds; round++) {
      const point: KillPoint = KILL_POINTS[round % KILL_POINTS.length];
      // the buyers and their sessions first (no worker needed), so the worker meets a burst of settlements
      const batch = [];
      for (let i = 0; i < opts.perRound; i++) {
        const lines = [{ variantId: variantIds[0], quantity: 1 + ((round + i) % 3) }, ...(i % 2 ? [{ variantId: variantIds[1], quantity: 2 }] : [])];
        const buyer = await customerWithCart(t, shop, lines);
        batch.push({ ...(await startedCheckout(t, shop, lines, buyer)), lines });
      }
      const worker = startWorker(
        point === 'random' ? null : point,
        batch.map((b) => b.checkoutId),
      );
      await worker.next('ready', 60_000);
      for (const s of batch) {
        await settle(s.checkoutId, s.buyer.customerId, s.grandTotal);
        settled.push({ checkoutId: s.checkoutId, lines: s.lines });
        for (const l of s.lines) bought.set(l.variantId, bought.get(l.variantId)! + l.quantity);
      }
      if (point === 'random') {
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 400)));
        worker.child.kill('SIGKILL');
        await worker.exited;
        report.randomKills++;
      } else {
        const mid = await worker.next('mid-flight', 60_000);
        worker.child.kill('SIGKILL');
        await worker.exited;
        // the handler had done all its work in a transaction that never committed
        const [{ n }] = await q(`SELECT count(*)::int AS n FROM orders WHERE checkout_public_id = $1`, [mid.checkoutId]);
        const [{ status }] = await q(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [mid.checkoutId]);
        if (status === 'completed' || n !== 0) {
          throw new Error(`round ${round}: checkout ${mid.checkoutId} completed (${status}, ${n} orders) although its worker died before the commit`);
        }
        report.midFlightKills[point] = (report.midFlightKills[point] ?? 0) + 1;
      }
      opts.log?.(`round ${round + 1}/${opts.rounds}: killed at ${point}`);
    }

    const healthy = startWorker(null);
    await healthy.next('ready', 60_000);
    const ids = settled.map((s) => s.checkoutId);
    const counts = async () =>
      q(`SELECT checkout_public_id AS id, count(*)::int AS n FROM orders WHERE checkout_public_id = ANY($1::uuid[]) GROUP BY 1`, [ids]);
    // the outbox quiet: no event waiting for its fan-out or its deliveries and every delivery done or dead (a
    // duplicate order would show up in the count after this). A timeout is reported through the counts, not thrown.
    const unfinished = () =>
      q(
        `SELECT (SELECT count(*) FROM outbox_events WHERE status IN ('pending', 'queued'))::int
            + (SELECT count(*) FROM outbox_deliveries WHERE status NOT IN ('done', 'dead'))::int AS n`,
      );
    await until(unfinished, (r) => r[0].n === 0, 180_000).catch(() => undefined);
    healthy.child.send('stop');
    await healthy.exited;

    const rows = await counts();
    report.settled = ids.length;
    report.withOneOrder = rows.filter((r: { n: number }) => r.n === 1).length;
    for (const s of settled) {
      const lines = await q(
        `SELECT i.variant_public_id AS "variantId", i.quantity, i.unavailable_quantity AS u FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE o.checkout_public_id = $1 ORDER BY i.position`,
        [s.checkoutId],
      );
      const expected = s.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, u: 0 }));
      if (lines.length && JSON.stringify(lines) !== JSON.stringify(expected))
        throw new Error(`checkout ${s.checkoutId}: order lines ${JSON.stringify(lines)}, expected ${JSON.stringify(expected)}`);
    }
    for (const v of variantIds) {
      const stock = await stockOf(t, v);
      report.stock.push({ expectedOnHand: START_STOCK - bought.get(v)!, onHand: stock.onHand, reserved: stock.reserved });
    }
    report.deadDeliveries = (await q(`SELECT count(*)::int AS n FROM outbox_deliveries WHERE status = 'dead'`))[0].n;
    report.maxAttempts = (await q(`SELECT coalesce(max(attempts), 0)::int AS n FROM outbox_deliveries`))[0].n;
  } finally {
    await killAll(workers);
  }
  report.ms = Date.now() - began;
  return report;
}
