import { filterText as text } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelFilterValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { accounts } from './accounts-context.js';
import { toCustomerRow } from './customers.service.js';
import type { User } from './entities/user.entity.js';

/*
 * The Customers panel resource: read-only records (customers sign up themselves) with ban and unban
 * actions that go through CustomersService, so a ban revokes sessions exactly as everywhere else.
 */

const SORT: Record<string, string> = { name: 'u.name', email: 'u.email', lastLoginAt: 'u.lastLoginAt', createdAt: 'u.createdAt' };
const STANDINGS = ['active', 'banned', 'pending_deletion', 'deleted'];

const row = (u: User): PanelRow => toCustomerRow(u);
const filtersOf = (f: Record<string, PanelFilterValue>) => ({ search: text(f.email) ?? text(f.name), standing: text(f.standing) });

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
    ],
    options: {
      navigation: { name: 'Accounts', icon: 'Users' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['name', 'email', 'emailVerified', 'standing', 'lastLoginAt', 'createdAt'],
      showProperties: ['id', 'name', 'email', 'phone', 'emailVerified', 'phoneVerified', 'standing', 'deletionScheduledAt', 'lastLoginAt', 'createdAt'],
      filterProperties: ['name', 'email', 'standing'],
      translations: { en: { labels: { Customers: 'Customers' }, actions: { ban: 'Ban', unban: 'Unban' } } },
    },
    async find(q) {
      const sort = SORT[q.sortBy ?? 'createdAt'] ?? 'u.createdAt';
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      const qb = accounts.customers.query(filtersOf(q.filters)).orderBy(sort, dir, 'NULLS LAST').addOrderBy('u.id', dir).skip(q.offset).take(q.limit);
      return (await qb.getMany()).map(row);
    },
    count: (filters) => accounts.customers.query(filtersOf(filters)).getCount(),
    findMany: async (ids) => (await accounts.customers.findMany(ids)).map(row),
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
