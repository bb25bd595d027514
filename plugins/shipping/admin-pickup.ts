import { panelForm } from '../../core/panel/panel-reads.js';
import { definePanelResource, formValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { SHIPPING_NAV } from './admin-common.js';
import { EditPickupDto } from './dto/pickup.dto.js';
import { shipping } from './shipping-context.js';

/* The one pickup location in the panel: a list of one row, edited through the pickup service. */

async function pickupRow(): Promise<PanelRow> {
  const p = await shipping.pickup.row();
  return { id: p.publicId, name: p.name, addressLines: p.addressLines, phone: p.phone, isEnabled: p.isEnabled, updatedAt: p.updatedAt };
}

const pickupInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  addressLines: p.addressLines === undefined ? undefined : formValue.list(p.addressLines),
  phone: formValue.optional(p.phone),
  isEnabled: panelForm.bool(p.isEnabled),
});

export function pickupLocationResource() {
  return definePanelResource({
    id: 'PickupLocation',
    module: 'Shipping',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true },
      { path: 'addressLines', isArray: true, type: 'string' },
      { path: 'phone' },
      { path: 'isEnabled', type: 'boolean' },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: SHIPPING_NAV,
      listProperties: ['name', 'phone', 'isEnabled', 'updatedAt'],
      showProperties: ['name', 'addressLines', 'phone', 'isEnabled', 'updatedAt'],
      editProperties: ['name', 'addressLines', 'phone', 'isEnabled'],
      properties: {
        isEnabled: { description: 'While off, customers cannot choose pickup' },
        phone: { description: 'Digits only: a mobile (98XXXXXXXX) or a landline with its area code (01XXXXXXX)' },
      },
      translations: { en: { labels: { PickupLocation: 'Pickup location' }, properties: { addressLines: 'Address lines', isEnabled: 'Enabled' } } },
    },
    find: async (q) => (q.offset > 0 ? [] : [await pickupRow()]),
    count: async () => 1,
    findMany: async (wanted) => {
      const row = await pickupRow();
      return wanted.map((id) => id.toLowerCase()).includes(row.id) ? [row] : [];
    },
    update: {
      dto: EditPickupDto,
      input: pickupInput,
      run: async (_id, dto: EditPickupDto) => {
        await shipping.pickup.edit(dto);
        return pickupRow();
      },
    },
  });
}
