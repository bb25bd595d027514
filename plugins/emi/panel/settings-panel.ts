import { panelForm } from '../../../core/panel/panel-reads.js';
import { definePanelResource, formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { EmiSettingsDto } from '../dto/settings.dto.js';
import { emi } from '../emi-context.js';
import { ELIGIBILITY_MODES, PRICE_SOURCES } from '../entities/emi-settings.entity.js';
import { EMI_NAV } from './panel-common.js';

/* The EMI settings in the panel: one row, edited through the settings service (the route's DTO). */

const SETTINGS_ID = 'settings';
/** the one row's name on its page (the page is titled by its record) */
const SETTINGS_TITLE = 'EMI settings';

async function settingsRow(): Promise<PanelRow> {
  return { id: SETTINGS_ID, title: SETTINGS_TITLE, ...(await emi.settings.get()) };
}

export function emiSettingsResource() {
  return definePanelResource({
    id: 'EmiSettings',
    module: 'Emi',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'enabled', type: 'boolean' },
      { path: 'priceSource', availableValues: [...PRICE_SOURCES], labels: { selling_price: 'Selling price', mrp: 'MRP' } },
      { path: 'eligibilityMode', availableValues: [...ELIGIBILITY_MODES], labels: { all: 'Whole store', selected: 'Selected categories and products' } },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: EMI_NAV,
      listProperties: ['enabled', 'priceSource', 'eligibilityMode', 'updatedAt'],
      showProperties: ['enabled', 'priceSource', 'eligibilityMode', 'updatedAt'],
      editProperties: ['enabled', 'priceSource', 'eligibilityMode'],
      properties: { enabled: { description: 'While off, customers see no EMI estimates' } },
      translations: { en: { labels: { EmiSettings: 'EMI settings' }, properties: { enabled: 'EMI offered' } } },
    },
    find: async (q) => (q.offset > 0 ? [] : [await settingsRow()]),
    count: async () => 1,
    findMany: async (ids) => (ids.includes(SETTINGS_ID) ? [await settingsRow()] : []),
    update: {
      dto: EmiSettingsDto,
      input: (p) => ({
        enabled: panelForm.bool(p.enabled),
        priceSource: formValue.optional(p.priceSource),
        eligibilityMode: formValue.optional(p.eligibilityMode),
      }),
      run: async (_id, dto: EmiSettingsDto) => ({ id: SETTINGS_ID, title: SETTINGS_TITLE, ...(await emi.settings.update(dto)) }),
    },
  });
}
