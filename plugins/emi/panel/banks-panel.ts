import { containsPattern } from '../../../core/db/sql.js';
import { panelForm, panelReads } from '../../../core/panel/panel-reads.js';
import { percentText } from '../../../core/panel/money-text.js';
import { definePanelResource, formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { CreateEmiBankDto, UpdateEmiBankDto } from '../dto/bank.dto.js';
import { emi } from '../emi-context.js';
import { bankActions } from './bank-actions.js';
import { EMI_NAV } from './panel-common.js';

/* The EMI banks in the panel, in position order: created, edited, deleted and restored through the bank service. */

const FROM = 'FROM emi_banks t';
const reads = panelReads({
  select: `SELECT t.public_id AS "publicId", t.name, t.logo_url AS "logoUrl", t.is_active AS "isActive", t.position,
                  ARRAY(SELECT bt.months FROM emi_bank_tenures bt WHERE bt.bank_id = t.id ORDER BY bt.months) AS tenures,
                  t.created_at AS "createdAt", t.updated_at AS "updatedAt", t.deleted_at AS "deletedAt" ${FROM}`,
  countFrom: FROM,
  sortable: { position: 't.position', name: 'lower(t.name)', createdAt: 't.created_at' },
  defaultSort: 'position',
  softDeleted: true,
  filters: { name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}` },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    name: r.name,
    logoUrl: r.logoUrl,
    isActive: r.isActive,
    position: r.position,
    tenures: r.tenures,
    tenureText: r.tenures.length ? `${r.tenures.join(', ')} months` : 'none',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
  }),
});

const refetch = async (id: string) => (await reads.findMany([id]))[0]!;

/** The rate history on the bank's page, latest first. */
async function withRates(row: PanelRow): Promise<PanelRow> {
  const rates = await emi.rates.list(row.id);
  const inForce = rates.find((r) => r.status === 'in_force');
  return {
    ...row,
    rateInForce: inForce ? percentText(inForce.annualRateBps) : 'none (not offered)',
    rates: rates.map((r) => ({ rate: percentText(r.annualRateBps), effectiveFrom: r.effectiveFrom, status: r.status })),
  };
}

const bankInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  logoUrl: formValue.nullable(p.logoUrl),
  isActive: panelForm.bool(p.isActive),
  position: panelForm.int(p.position),
});

export function emiBanksResource() {
  return definePanelResource({
    id: 'EmiBanks',
    module: 'EmiBanks',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'logoUrl', image: true },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'position', type: 'number', isSortable: true },
      { path: 'tenureText', isEditable: false },
      { path: 'rateInForce', isEditable: false },
      {
        path: 'rates',
        isEditable: false,
        table: {
          columns: [
            { key: 'rate', label: 'Annual rate' },
            { key: 'effectiveFrom', label: 'In force from', kind: 'time' },
            { key: 'status', label: 'Status', kind: 'enum' },
          ],
          empty: 'No rate yet: customers are not offered this bank',
        },
      },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'deletedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: EMI_NAV,
      sort: { sortBy: 'position', direction: 'asc' },
      listProperties: ['name', 'position', 'isActive', 'tenureText'],
      showProperties: ['name', 'logoUrl', 'isActive', 'position', 'tenureText', 'rateInForce', 'rates', 'createdAt', 'deletedAt'],
      editProperties: ['name', 'logoUrl', 'isActive', 'position'],
      filterProperties: ['name'],
      translations: {
        en: { labels: { EmiBanks: 'EMI banks' }, properties: { tenureText: 'Tenures offered', rateInForce: 'Rate in force', rates: 'Rate history' } },
      },
    },
    ...reads,
    detail: withRates,
    create: { dto: CreateEmiBankDto, input: bankInput, run: async (dto: CreateEmiBankDto) => refetch((await emi.banks.create(dto)).id) },
    update: { dto: UpdateEmiBankDto, input: bankInput, run: async (id, dto: UpdateEmiBankDto) => refetch((await emi.banks.update(id, dto)).id) },
    remove: (id) => emi.banks.remove(id),
    recordActions: bankActions(refetch),
  });
}
