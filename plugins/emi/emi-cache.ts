import { clock } from '../../core/clock/clock.js';
import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import { logger } from '../../core/log/logger.js';
import { platform } from '../../core/platform.js';

/** The customer routes' configuration (settings, eligibility, offerable banks) lives here for at most 30 s. */
const PREFIX = 'emi:config';
export const EMI_CONFIG_TTL_SECONDS = 30;

const partition = () => platform().cache.partition('emi');

/**
 * The cached configuration, loaded when missing. It lives 30 s, cut at `nextChangeMs(value)` (the next rate
 * boundary): an entry read at or past its boundary is dropped and loaded afresh, so a rate is in force on time.
 * A cache that fails is logged and read around.
 */
export async function cachedConfig<T>(load: () => Promise<T>, nextChangeMs: (value: T) => number | null): Promise<T> {
  let value: T;
  try {
    value = await partition().wrap(PREFIX, EMI_CONFIG_TTL_SECONDS, load);
  } catch (e) {
    logger().warn({ err: e }, 'emi configuration cache failed; reading without it');
    return load();
  }
  const next = nextChangeMs(value);
  if (next === null || next > clock.nowMs()) return value;
  await dropEmiConfig();
  return load();
}

/** Drops the cached configuration (after commit: a read in between would store the old rows again). */
export async function dropEmiConfig(): Promise<void> {
  try {
    await partition().delByPrefix(PREFIX);
  } catch (e) {
    logger().warn({ err: e }, 'emi configuration cache drop failed; it lapses within 30 s');
  }
}

/** Runs an EMI admin write in one transaction (joining the caller's) and drops the cached configuration after commit. */
export function writeEmi<T>(write: () => Promise<T>): Promise<T> {
  return withTransaction(async () => {
    const result = await write();
    await afterCommit(dropEmiConfig);
    return result;
  });
}
