import { panelForm } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { TenuresDto } from '../dto/settings.dto.js';
import { emi } from '../emi-context.js';
import { EMI_NAV, pageOf } from './panel-common.js';

/* The tenure vocabulary in the panel: added, activated and deactivated (which withdraws it from every bank). */

const tenureRows = async (): Promise<PanelRow[]> =>
  (await emi.settings.tenures()).months.map((t) => ({ id: String(t.months), months: t.months, label: `${t.months} months`, isActive: t.isActive }));

const rowOf = async (months: number) => (await tenureRows()).find((r) => r.months === months)!;

function setActive(isActive: boolean): PanelRecordAction {
  return {
    permission: 'UPDATE',
    label: isActive ? 'Activate' : 'Deactivate',
    icon: isActive ? 'Check' : 'X',
    confirm: isActive ? 'Offer this tenure again? Banks pick it again one by one.' : 'Deactivate this tenure? Every bank stops offering it.',
    isVisible: (row) => row.isActive !== isActive,
    run: async (id) => {
      await emi.settings.setTenures({ months: [{ months: Number(id), isActive }] });
      return rowOf(Number(id));
    },
    successMessage: isActive ? 'Tenure activated' : 'Tenure deactivated and withdrawn from every bank',
  };
}

export function emiTenuresResource() {
  return definePanelResource({
    id: 'EmiTenures',
    module: 'Emi',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'label', isTitle: true, isEditable: false },
      { path: 'months', type: 'number' },
      { path: 'isActive', type: 'boolean', isEditable: false },
    ],
    options: {
      navigation: EMI_NAV,
      listProperties: ['label', 'isActive'],
      showProperties: ['label', 'isActive'],
      editProperties: ['months'],
      properties: { months: { description: '1 to 120' } },
      translations: { en: { labels: { EmiTenures: 'EMI tenures' }, properties: { label: 'Tenure', isActive: 'Active' } } },
    },
    find: async (q) => pageOf(await tenureRows(), q),
    count: async () => (await tenureRows()).length,
    findMany: async (ids) => (await tenureRows()).filter((r) => ids.includes(r.id)),
    create: {
      dto: TenuresDto,
      input: (p) => ({ months: [{ months: panelForm.int(p.months), isActive: true }] }),
      run: async (dto: TenuresDto) => {
        await emi.settings.setTenures(dto);
        return rowOf(dto.months[0].months);
      },
    },
    recordActions: { activate: setActive(true), deactivate: setActive(false) },
  });
}
