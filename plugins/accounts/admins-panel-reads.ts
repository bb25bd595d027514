import { containsPattern } from '../../core/db/sql.js';
import { byReference, panelReads } from '../../core/panel/panel-reads.js';
import type { PanelRow } from '../../core/panel/resource-spec.js';
import type { User } from './entities/user.entity.js';
import { toAdmin } from './mappers.js';

export function adminRow(a: ReturnType<typeof toAdmin>): PanelRow {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    roleId: a.role?.id ?? null,
    isSuperadmin: a.isSuperadmin,
    isActive: a.isActive,
    lastLoginAt: a.lastLoginAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    deletedAt: a.deletedAt,
  };
}

const ADMIN_COLUMNS = [
  't.id',
  't.public_id AS "publicId"',
  't.name',
  't.email',
  't.is_superadmin AS "isSuperadmin"',
  't.is_active AS "isActive"',
  't.last_login_at AS "lastLoginAt"',
  't.created_at AS "createdAt"',
  't.updated_at AS "updatedAt"',
  't.deleted_at AS "deletedAt"',
  'r.public_id AS "rolePublicId"',
  'r.name AS "roleName"',
].join(', ');

type AdminListRow = User & { rolePublicId: string | null; roleName: string | null };

/** Admins are users of kind 'admin'; the `deleted` filter switches to the soft-deleted ones. */
export const adminReads = panelReads({
  select: `SELECT ${ADMIN_COLUMNS} FROM users t LEFT JOIN roles r ON r.id = t.role_id`,
  countFrom: 'FROM users t',
  always: `t.kind = 'admin'`,
  softDeleted: true,
  sortable: {
    name: 't.name',
    email: 't.email',
    isActive: 't.is_active',
    // never signed in: last either way
    lastLoginAt: 't.last_login_at IS NULL, t.last_login_at',
    createdAt: 't.created_at',
  },
  defaultSort: 'createdAt',
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    email: (v, p) => `t.email ILIKE ${p(containsPattern(v))}`,
    roleId: byReference('roles', 't.role_id'),
    isActive: (v) => (v === 'true' ? 't.is_active' : v === 'false' ? 'NOT t.is_active' : 'TRUE'),
  },
  // the date-range filters (Kathmandu days, or instants): createdAt reads the column it sorts by
  dates: { lastLoginAt: 't.last_login_at' },
  // a record is shown whether deleted or not (to restore it)
  byIds: `t.public_id = ANY($1::uuid[]) AND t.kind = 'admin'`,
  toRow: ({ rolePublicId, roleName, ...u }: AdminListRow) =>
    adminRow(toAdmin({ ...u, role: rolePublicId ? { publicId: rolePublicId, name: roleName } : null } as User)),
});
