import { clock } from '../../core/clock/clock.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { PanelRow } from '../../core/panel/resource-spec.js';
import { customerStandingSql } from './customer-gates.js';
import { toCustomerRow } from './customers.service.js';
import type { User } from './entities/user.entity.js';

const FROM = `FROM users t`;

/** The Customers panel's list: customers not soft-deleted, searched by name or email, by standing, never signed in last. */
export const customerReads = panelReads({
  select: `SELECT t.public_id AS "publicId", t.name, t.email, t.phone, t.email_verified AS "emailVerified", t.phone_verified AS "phoneVerified",
                  t.is_active AS "isActive", t.deletion_scheduled_at AS "deletionScheduledAt", t.anonymised_at AS "anonymisedAt",
                  t.deleted_at AS "deletedAt", t.last_login_at AS "lastLoginAt", t.created_at AS "createdAt" ${FROM}`,
  countFrom: FROM,
  always: `t.kind = 'customer' AND t.deleted_at IS NULL`,
  sortable: {
    name: 't.name',
    email: 't.email',
    lastLoginAt: 't.last_login_at IS NULL, t.last_login_at',
    createdAt: 't.created_at',
  },
  defaultSort: 'createdAt',
  filters: {
    search: (v, p) => `(t.name ILIKE ${p(containsPattern(v))} OR t.email ILIKE ${p(containsPattern(v))})`,
    standing: (v, p) => customerStandingSql(v, p(clock.now())) ?? 'TRUE',
  },
  toRow: (r): PanelRow => toCustomerRow(r as User),
});
