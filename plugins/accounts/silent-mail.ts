import { logger } from '../../core/log/logger.js';

/**
 * Sends a mail of a flow that must answer the same whether or not the account exists (resend, forgot,
 * recover): a delivery failure is logged, never answered, so it cannot reveal that the account exists.
 */
export async function sendQuietly(what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (e) {
    logger().error({ err: e }, `accounts: the ${what} mail could not be sent`);
  }
}
