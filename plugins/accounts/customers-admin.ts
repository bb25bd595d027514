import { filterText as text } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelFilterValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { accounts } from './accounts-context.js';
import { toCustomerRow } from './customers.service.js';
import { customerReads } from './customers-panel-reads.js';
import type { User } from './entities/user.entity.js';

/*
 * The Customers panel resource: read-only records (customers sign up themselves) with ban and unban
 * actions that go through CustomersService, so a ban revokes sessions exactly as everywhere else.
 */

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
    ],
    options: {
      navigation: { name: 'Accounts', icon: 'Users' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['name', 'email', 'emailVerified', 'standing', 'lastLoginAt', 'createdAt'],
      showProperties: ['id', 'name', 'email', 'phone', 'emailVerified', 'phoneVerified', 'standing', 'deletionScheduledAt', 'lastLoginAt', 'createdAt'],
      filterProperties: ['name', 'email', 'standing'],
      translations: { en: { labels: { Customers: 'Customers' }, actions: { ban: 'Ban', unban: 'Unban' } } },
    },
    find: (q) => customerReads.find({ ...q, filters: searchOnce(q.filters) }),
    count: (filters) => customerReads.count(searchOnce(filters)),
    findMany: (ids) => customerReads.findMany(ids),
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
