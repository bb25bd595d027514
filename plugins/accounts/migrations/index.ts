import { Accounts1763800001000 } from './1763800001000-accounts.js';
import { AccountsCustomers1763800003000 } from './1763800003000-accounts-customers.js';
import { AccountsFederated1763800004000 } from './1763800004000-accounts-federated.js';
import { AccountsSessionEpoch1763800011000 } from './1763800011000-accounts-session-epoch.js';
import { AccountsSnakeCaseColumns1763800017001 } from './1763800017001-snake-case-columns.js';
import { AccountsCodeIssuedAt1764830002000 } from './1764830002000-accounts-code-issued-at.js';
import { AccountsUserNames1764850001000 } from './1764850001000-accounts-user-names.js';

/** The accounts plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const accountsMigrations: Function[] = [
  Accounts1763800001000,
  AccountsCustomers1763800003000,
  AccountsFederated1763800004000,
  AccountsSessionEpoch1763800011000,
  AccountsSnakeCaseColumns1763800017001,
  AccountsCodeIssuedAt1764830002000,
  AccountsUserNames1764850001000,
];
