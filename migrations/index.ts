import { Core1763800000000 } from './1763800000000-core.js';
import { Accounts1763800001000 } from './1763800001000-accounts.js';
import { Jobs1763800002000 } from './1763800002000-jobs.js';
import { AccountsCustomers1763800003000 } from './1763800003000-accounts-customers.js';
import { AccountsFederated1763800004000 } from './1763800004000-accounts-federated.js';
import { Seo1763800005000 } from './1763800005000-seo.js';
import { Uploads1763800006000 } from './1763800006000-uploads.js';
import { Content1763800007000 } from './1763800007000-content.js';
import { Blog1763800008000 } from './1763800008000-blog.js';
import { Catalog1763800009000 } from './1763800009000-catalog.js';
import { CatalogJobs1763800010000 } from './1763800010000-catalog-jobs.js';
import { AccountsSessionEpoch1763800011000 } from './1763800011000-accounts-session-epoch.js';
import { OutboxSubscribers1763800011100 } from './1763800011100-outbox-subscribers.js';
import { Flows1763800011200 } from './1763800011200-flows.js';
import { CatalogJobLeaseOwner1763800015070 } from './1763800015070-catalog-job-lease-owner.js';
import { OutboxActor1763800016000 } from './1763800016000-outbox-actor.js';
import { ActivityLog1763800016100 } from './1763800016100-activity-log.js';
import { SnakeCaseColumns1763800017000 } from './1763800017000-snake-case-columns.js';

/** Every migration, oldest first. Run at start-up; never `synchronize`. */
export const migrations: Function[] = [
  Core1763800000000,
  Accounts1763800001000,
  Jobs1763800002000,
  AccountsCustomers1763800003000,
  AccountsFederated1763800004000,
  Seo1763800005000,
  Uploads1763800006000,
  Content1763800007000,
  Blog1763800008000,
  Catalog1763800009000,
  CatalogJobs1763800010000,
  AccountsSessionEpoch1763800011000,
  OutboxSubscribers1763800011100,
  Flows1763800011200,
  CatalogJobLeaseOwner1763800015070,
  OutboxActor1763800016000,
  ActivityLog1763800016100,
  SnakeCaseColumns1763800017000,
];
