import { Core1763800000000 } from './1763800000000-core.js';
import { Jobs1763800002000 } from './1763800002000-jobs.js';
import { OutboxSubscribers1763800011100 } from './1763800011100-outbox-subscribers.js';
import { Flows1763800011200 } from './1763800011200-flows.js';
import { OutboxActor1763800016000 } from './1763800016000-outbox-actor.js';
import { ActivityLog1763800016100 } from './1763800016100-activity-log.js';
import { OutboxDeliveryCounts1764920020000 } from './1764920020000-outbox-delivery-counts.js';

/**
 * Core's own tables: idempotency keys, slugs, permissions, panel sessions, shared secrets, the outbox,
 * Agenda's jobs and durable flows. A class name (`<Name><timestamp>`) is recorded once run: never rename one.
 */
export const coreMigrations: Function[] = [
  Core1763800000000,
  Jobs1763800002000,
  OutboxSubscribers1763800011100,
  Flows1763800011200,
  OutboxActor1763800016000,
  ActivityLog1763800016100,
  OutboxDeliveryCounts1764920020000,
];
