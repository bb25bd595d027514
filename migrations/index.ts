import { Core1763800000000 } from './1763800000000-core.js';
import { Accounts1763800001000 } from './1763800001000-accounts.js';
import { Jobs1763800002000 } from './1763800002000-jobs.js';

/** Every migration, oldest first. Run at start-up; never `synchronize`. */
export const migrations: Function[] = [Core1763800000000, Accounts1763800001000, Jobs1763800002000];
