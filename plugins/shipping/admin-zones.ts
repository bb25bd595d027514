import { containsPattern } from '../../core/db/sql.js';
import { panelForm, panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, formValue, type PanelProperty, type PanelResourceSpec, type PanelRow } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { flag, SHIPPING_NAV } from './admin-common.js';
import { CreateZoneDto, UpdateZoneDto } from './dto/zone.dto.js';
import { shipping } from './shipping-context.js';
import { toZone, zoneSelect } from './zone-queries.js';

/* The delivery zones in the panel: districts picked by name, fees shown in rupees; writes go through the zones service. */

const zoneRow = (r: any): PanelRow => {
  const z = toZone(r);
  return {
    id: z.id,
    name: z.name,
    districtIds: z.districtIds,
    districtNames: z.districts.map((d) => d.name).join(', '),
    districtCount: z.districts.length,
    fee: z.fee,
    freeShippingThreshold: z.freeShippingThreshold,
    freeShippingText: z.freeShippingThreshold === null ? 'never' : rupees(z.freeShippingThreshold),
    isActive: z.isActive,
    createdAt: z.createdAt,
    updatedAt: z.updatedAt,
  };
};

const zoneReads = panelReads({
  select: zoneSelect('t'),
  countFrom: 'FROM shipping_zones t',
  sortable: { name: 'lower(t.name)', fee: 't.fee', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'name',
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    isActive: flag('t.is_active'),
  },
  toRow: zoneRow,
});

const refetchZone = async (publicId: string) => (await zoneReads.findMany([publicId]))[0]!;

/** a picker's ids; on an edit, absent leaves the districts as they are */
const ids = (v: unknown) => (v === undefined ? undefined : formValue.list(v));
/** empty means never free (null); absent leaves it as it is */
const threshold = (v: unknown) => (v === undefined ? undefined : v === '' || v === null ? null : panelForm.int(v));

const zoneInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  districtIds: ids(p.districtIds),
  fee: panelForm.int(p.fee),
  freeShippingThreshold: threshold(p.freeShippingThreshold),
  isActive: panelForm.bool(p.isActive),
});

const ZONE_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  { path: 'districtIds', isArray: true, reference: 'Districts' },
  { path: 'districtNames', isEditable: false },
  { path: 'districtCount', type: 'number', isEditable: false },
  { path: 'fee', money: true, isSortable: true, defaultValue: 10000 },
  // empty means never free (shown as "never" by freeShippingText)
  { path: 'freeShippingThreshold', money: true },
  { path: 'freeShippingText', isEditable: false },
  { path: 'isActive', type: 'boolean', defaultValue: true },
  { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
];

const ZONE_OPTIONS: PanelResourceSpec['options'] = {
  navigation: SHIPPING_NAV,
  sort: { sortBy: 'name', direction: 'asc' },
  listProperties: ['name', 'districtCount', 'fee', 'freeShippingText', 'isActive'],
  showProperties: ['name', 'districtIds', 'fee', 'freeShippingText', 'isActive', 'createdAt', 'updatedAt'],
  editProperties: ['name', 'districtIds', 'fee', 'freeShippingThreshold', 'isActive'],
  filterProperties: ['name', 'isActive'],
  properties: {
    fee: { description: 'In rupees, e.g. 100 or 99.50' },
    freeShippingThreshold: { description: 'In rupees; a subtotal at or above it ships free (empty: never free)' },
    districtIds: { description: 'A district can be in one zone only' },
  },
  translations: {
    en: {
      labels: { ShippingZones: 'Shipping zones' },
      properties: {
        districtIds: 'Districts',
        districtNames: 'Districts',
        districtCount: 'Districts',
        fee: 'Fee',
        freeShippingThreshold: 'Free shipping from',
        freeShippingText: 'Free shipping from',
        isActive: 'Active',
      },
    },
  },
};

export function shippingZonesResource() {
  return definePanelResource({
    id: 'ShippingZones',
    module: 'Shipping',
    properties: ZONE_PROPERTIES,
    options: ZONE_OPTIONS,
    ...zoneReads,
    create: { dto: CreateZoneDto, input: zoneInput, run: async (dto: CreateZoneDto) => refetchZone((await shipping.zones.create(dto)).id) },
    update: {
      dto: UpdateZoneDto,
      input: zoneInput,
      run: async (publicId, dto: UpdateZoneDto) => {
        await shipping.zones.update(publicId, dto);
        return refetchZone(publicId);
      },
    },
    errorFields: { SHIPPING_DISTRICT_IN_OTHER_ZONE: 'districtIds' },
    remove: (publicId) => shipping.zones.remove(publicId),
  });
}
