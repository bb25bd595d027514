import { validate as isUuid } from 'uuid';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { definePanelResource, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { ADDRESS_COLUMNS, ADDRESS_JOINS } from './snapshot.js';

/*
 * Customers' addresses in the panel, read only, beside the Customers resource (Accounts) and permitted by its
 * module: each address names its customer (a link to the customer's record), and the list filters by customer.
 */

const SELECT = `
  SELECT ${ADDRESS_COLUMNS}, a.id AS "internalId", a.is_default AS "isDefault", a.archived_at AS "archivedAt",
         a.created_at AS "createdAt", a.updated_at AS "updatedAt", u.public_id AS "customerId"
    FROM customer_addresses a ${ADDRESS_JOINS} JOIN accounts_user_names u ON u.id = a.user_id`;
const SORT: Record<string, string> = { createdAt: 'a.created_at', districtName: 'd.name', recipientName: 'a.recipient_name' };

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function listOf(filters: PanelListQuery['filters']): SqlList {
  const list = new SqlList({ select: SELECT, countFrom: `FROM customer_addresses a ${ADDRESS_JOINS} JOIN accounts_user_names u ON u.id = a.user_id` });
  list.where(filters.archived === 'true' ? 'a.archived_at IS NOT NULL' : 'a.archived_at IS NULL');
  const customer = text(filters.customerId);
  if (customer) list.where(isUuid(customer) ? `u.public_id = ${list.param(customer.toLowerCase())}` : 'FALSE');
  const recipient = text(filters.recipientName);
  if (recipient) list.where(`a.recipient_name ILIKE ${list.param(containsPattern(recipient))}`);
  const district = text(filters.districtName);
  if (district) list.where(`d.name ILIKE ${list.param(containsPattern(district))}`);
  return list;
}

const toRow = (r: any): PanelRow => ({
  id: r.id,
  customerId: r.customerId,
  label: r.label,
  recipientName: r.recipientName,
  recipientPhone: r.recipientPhone,
  districtName: r.districtName,
  provinceName: r.provinceName,
  municipalityName: r.municipalityName,
  ward: r.ward,
  street: r.street,
  landmark: r.landmark,
  postalCode: r.postalCode,
  isDefault: r.isDefault,
  archived: r.archivedAt !== null,
  archivedAt: r.archivedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  summary: `${r.street}, ward ${r.ward}, ${r.municipalityName}, ${r.districtName}`,
});

export function addressesAdmin() {
  return [
    definePanelResource({
      id: 'CustomerAddresses',
      module: 'Customers',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'summary', isTitle: true, isEditable: false },
        { path: 'customerId', reference: 'Customers', isEditable: false },
        { path: 'label', isEditable: false },
        { path: 'recipientName', isSortable: true, isEditable: false },
        { path: 'recipientPhone', isEditable: false },
        { path: 'districtName', isSortable: true, isEditable: false },
        { path: 'provinceName', isEditable: false },
        { path: 'municipalityName', isEditable: false },
        { path: 'ward', type: 'number', isEditable: false },
        { path: 'street', isEditable: false },
        { path: 'landmark', isEditable: false },
        { path: 'postalCode', isEditable: false },
        { path: 'isDefault', type: 'boolean', isEditable: false },
        { path: 'archived', type: 'boolean', isEditable: false },
        { path: 'archivedAt', type: 'datetime', isEditable: false },
        { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
        { path: 'updatedAt', type: 'datetime', isEditable: false },
      ],
      options: {
        navigation: { name: 'Accounts', icon: 'Users' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        listProperties: ['customerId', 'recipientName', 'recipientPhone', 'districtName', 'municipalityName', 'isDefault'],
        showProperties: [
          'customerId',
          'label',
          'recipientName',
          'recipientPhone',
          'street',
          'ward',
          'municipalityName',
          'districtName',
          'provinceName',
          'landmark',
          'postalCode',
          'isDefault',
          'archived',
          'archivedAt',
          'createdAt',
          'updatedAt',
        ],
        filterProperties: ['customerId', 'recipientName', 'districtName', 'archived'],
        properties: { archived: { description: 'Deleted by the customer; kept for the orders that point at it' } },
        translations: {
          en: {
            labels: { CustomerAddresses: 'Customer addresses' },
            properties: { customerId: 'Customer', districtName: 'District', provinceName: 'Province', municipalityName: 'Municipality', isDefault: 'Default' },
          },
        },
      },
      async find(q) {
        const sort = SORT[q.sortBy ?? 'createdAt'] ?? SORT.createdAt;
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        return (await listOf(q.filters).rows(`${sort} ${dir}, a.id ${dir}`, { limit: q.limit, offset: q.offset })).map(toRow);
      },
      count: (filters) => listOf(filters).count(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
        if (!valid.length) return [];
        return (await sqlRows(`${SELECT} WHERE a.public_id = ANY($1::uuid[])`, [valid])).map(toRow);
      },
    }),
  ];
}
