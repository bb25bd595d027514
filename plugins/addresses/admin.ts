import { validate as isUuid } from 'uuid';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { sectionTitle, type PanelAnswer } from '../../core/panel/sections.js';
import { ACCOUNTS_CUSTOMER_PANEL } from '../accounts/index.js';
import { addressColumns, addressJoins } from './snapshot.js';

/*
 * Customers' addresses in the panel, read only, beside the Customers resource (Accounts) and permitted by its
 * module: each address names its customer (a link to the customer's record), and the list filters by customer. The
 * customer's page lists their live addresses (ACCOUNTS_CUSTOMER_PANEL).
 */

function addressRow(r: any): PanelRow {
  return {
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
  };
}

const FROM = `FROM customer_addresses t ${addressJoins('t')} JOIN accounts_user_names u ON u.id = t.user_id`;

const reads = panelReads({
  select: `
  SELECT ${addressColumns('t')}, t.id AS "internalId", t.is_default AS "isDefault", t.archived_at AS "archivedAt",
         t.created_at AS "createdAt", t.updated_at AS "updatedAt", u.public_id AS "customerId"
    ${FROM}`,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', districtName: 'd.name', recipientName: 't.recipient_name' },
  defaultSort: 'createdAt',
  filters: {
    archived: (v) => (v === 'true' ? 't.archived_at IS NOT NULL' : 't.archived_at IS NULL'),
    customerId: (v, p) => (isUuid(v) ? `u.public_id = ${p(v.toLowerCase())}` : 'FALSE'),
    recipientName: (v, p) => `t.recipient_name ILIKE ${p(containsPattern(v))}`,
    districtName: (v, p) => `d.name ILIKE ${p(containsPattern(v))}`,
  },
  toRow: addressRow,
});

/** The list shows live addresses unless the filter asks for archived ones. */
const withArchived = (filters: PanelListQuery['filters']) => ({ ...filters, archived: String(filters.archived === 'true') });

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
      find: (q) => reads.find({ ...q, filters: withArchived(q.filters) }),
      count: (filters) => reads.count(withArchived(filters)),
      findMany: reads.findMany,
    }),
  ];
}

/** The customer's live addresses on their page, the default first, each a link to its record. */
async function customerAddresses({ customerId }: { customerId: string }): Promise<PanelAnswer> {
  const rows = await reads.find({ filters: { customerId, archived: 'false' }, limit: 50, offset: 0, sortBy: 'createdAt', direction: 'desc' });
  return {
    title: sectionTitle('Addresses', rows.length),
    position: 20,
    permission: 'Customers_READ',
    columns: [
      { key: 'summary', label: 'Address', link: { resource: 'CustomerAddresses' } },
      { key: 'label', label: 'Label' },
      { key: 'recipientName', label: 'Recipient' },
      { key: 'recipientPhone', label: 'Phone' },
      { key: 'default', label: 'Default' },
    ],
    rows: rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((r) => ({ ...r, default: r.isDefault ? 'Default' : '' })),
    empty: 'No address saved',
  };
}

/** The hooks the addresses answer: the customer's page in the panel. */
export const addressesPanelHooks = [ACCOUNTS_CUSTOMER_PANEL.handle('addresses.customer-addresses', customerAddresses)];
