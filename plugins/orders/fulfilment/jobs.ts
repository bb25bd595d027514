import { runAs, SYSTEM_ACTOR } from '../../../core/context/request-context.js';
import { defineJob, type JobDeclaration } from '../../../core/jobs/index.js';
import { logger } from '../../../core/log/logger.js';
import { completeDeliveredOrders } from './completion.js';

export const COMPLETE_DELIVERED_ORDERS_JOB = 'orders.complete-delivered';

/** The completion job's handler, exported for the tests to run it with the clock moved. */
export async function completeDeliveredOrdersJob(): Promise<void> {
  const completed = await runAs(SYSTEM_ACTOR, () => completeDeliveredOrders(), 'job');
  if (completed) logger().info({ completed }, 'delivered orders completed after their return window');
}

/** Daily (and when a worker starts): delivered orders past their return window with no open return -> completed. */
export const fulfilmentJobs: JobDeclaration[] = [
  defineJob(COMPLETE_DELIVERED_ORDERS_JOB, completeDeliveredOrdersJob, { concurrency: 1, schedule: { every: '1 day', atStart: true } }),
];
