import { sqlRows } from '../../core/db/sql.js';
import { filterText as text } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelFilterValue, type PanelRow, type PanelSection } from '../../core/panel/resource-spec.js';
import { panelSections, sectionTitle } from '../../core/panel/sections.js';
import { clock } from '../../core/clock/clock.js';
import { accounts } from './accounts-context.js';
import { toCustomerRow } from './customers.service.js';
import { customerReads } from './customers-panel-reads.js';
import type { User } from './entities/user.entity.js';
import { ACCOUNTS_CUSTOMER_PANEL } from './hooks.js';

/*
 * The Customers panel resource: read-only records (customers sign up themselves) with ban and unban
 * actions that go through CustomersService, so a ban revokes sessions exactly as everywhere else. The list filters
 * by the day of sign-up (Kathmandu days) and exports as CSV; a customer's page shows their orders, addresses, cart,
 * checkouts and payments (what those areas answer to ACCOUNTS_CUSTOMER_PANEL) and their sign-in sessions.
 */

/** The customer's latest sign-in sessions, newest first. */
async function signInSessions(customerId: string): Promise<PanelSection> {
  const rows = await sqlRows(
    `SELECT s.created_at AS "createdAt", s.last_used_at AS "lastUsedAt", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
            coalesce(s.device_name, s.device_type, s.user_agent, '') AS device, s.ip
       FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.public_id = $1 ORDER BY s.id DESC LIMIT 10`,
    [customerId],
  );
  const now = clock.now().getTime();
  return {
    title: sectionTitle('Sign-in sessions', rows.length),
    position: 60,
    columns: [
      { key: 'createdAt', label: 'Signed in', kind: 'time' },
      { key: 'lastUsedAt', label: 'Last used', kind: 'time' },
      { key: 'device', label: 'Device' },
      { key: 'ip', label: 'IP address' },
      { key: 'state', label: 'State' },
      { key: 'until', label: 'Until', kind: 'time' },
    ],
    rows: rows.map((r) => ({
      ...r,
      state: r.revokedAt ? 'Signed out' : new Date(r.expiresAt).getTime() <= now ? 'Expired' : 'Active',
      until: r.revokedAt ?? r.expiresAt,
    })),
    empty: 'Never signed in',
  };
}

/** The customer's page: what the other areas show on it, and the sign-in sessions. */
async function customerPage(row: PanelRow): Promise<PanelRow> {
  const customerId = String(row.id);
  const [others, sessions] = await Promise.all([panelSections(ACCOUNTS_CUSTOMER_PANEL, { customerId }), signInSessions(customerId)]);
  return { ...row, related: [...others, sessions].sort((a, b) => (a.position ?? 100) - (b.position ?? 100)) };
}

const STANDINGS = ['active', 'banned', 'pending_deletion', 'deleted'];

const row = (u: User): PanelRow => toCustomerRow(u);
/** The name and email filters are one search of both; the email one wins when both are given. */
const searchOnce = (f: Record<string, PanelFilterValue>): Record<string, PanelFilterValue> => {
  const search = text(f.email) ?? text(f.name);
  const { name: _name, email: _email, ...rest } = f;
  return search === undefined ? rest : { ...rest, search };
};

export function customersResource() {
  return definePanelResource({
    id: 'Customers',
    module: 'Customers',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true, isEditable: false },
      { path: 'email', isSortable: true, isEditable: false },
      { path: 'phone', isEditable: false },
      { path: 'emailVerified', type: 'boolean', isEditable: false },
      { path: 'phoneVerified', type: 'boolean', isEditable: false },
      { path: 'standing', availableValues: STANDINGS, isEditable: false },
      { path: 'deletionScheduledAt', type: 'datetime', isEditable: false },
      { path: 'lastLoginAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'related', sections: true, isEditable: false },
    ],
    options: {
      navigation: { name: 'Accounts', icon: 'Users' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['name', 'email', 'emailVerified', 'standing', 'lastLoginAt', 'createdAt'],
      showProperties: ['name', 'email', 'phone', 'emailVerified', 'phoneVerified', 'standing', 'deletionScheduledAt', 'lastLoginAt', 'createdAt', 'related'],
      filterProperties: ['name', 'email', 'standing'],
      translations: {
        en: {
          labels: { Customers: 'Customers' },
          actions: { ban: 'Ban', unban: 'Unban' },
          properties: { createdAt: 'Signed up', lastLoginAt: 'Last sign-in', related: 'Activity' },
        },
      },
    },
    find: (q) => customerReads.find({ ...q, filters: searchOnce(q.filters) }),
    count: (filters) => customerReads.count(searchOnce(filters)),
    scan: (q, each) => customerReads.scan({ ...q, filters: searchOnce(q.filters) }, each),
    findMany: (ids) => customerReads.findMany(ids),
    detail: customerPage,
    listTools: { dateRange: 'createdAt', csv: { columns: ['name', 'email', 'phone', 'emailVerified', 'standing', 'lastLoginAt', 'createdAt'] } },
    recordActions: {
      ban: {
        permission: 'UPDATE',
        label: 'Ban',
        icon: 'Slash',
        confirm: 'Ban this customer? Every session ends and sign-in is refused.',
        isVisible: (r) => r.standing === 'active' || r.standing === 'pending_deletion',
        run: async (id) => row(await accounts.customers.ban(id)),
        successMessage: 'The customer is banned',
      },
      unban: {
        permission: 'UPDATE',
        label: 'Unban',
        icon: 'Check',
        confirm: 'Lift the ban on this customer?',
        isVisible: (r) => r.standing === 'banned',
        run: async (id) => row(await accounts.customers.unban(id)),
        successMessage: 'The ban is lifted',
      },
    },
  });
}
