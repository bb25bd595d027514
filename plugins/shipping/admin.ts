import { containsPattern } from '../../core/db/sql.js';
import { definePanelResource, formValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { NEPAL_PROVINCES } from './nepal-districts.js';
import { EditPickupDto } from './dto/pickup.dto.js';
import { CreateZoneDto, UpdateZoneDto } from './dto/zone.dto.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { rupees } from '../../core/panel/rupees.js';
import { shipping } from './shipping-context.js';
import { toZone, zoneSelect } from './zone-queries.js';

/*
 * The shipping panel: districts (serviceable at a glance), delivery zones (districts picked by name, fees
 * shown in rupees) and the one pickup location. Reads query the tables; writes go through the services.
 */

const NAV = { name: 'Shipping', icon: 'Truck' };
const PROVINCES = NEPAL_PROVINCES.map((p) => p.name);
/** A boolean filter's SQL. */
const flag = (column: string) => (v: string) => (v === 'true' ? column : `NOT ${column}`);

const SERVICEABLE = `EXISTS (SELECT 1 FROM shipping_zone_districts zd JOIN shipping_zones z ON z.id = zd.zone_id WHERE zd.district_id = t.id AND z.is_active)`;

const districtReads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", t.name, p.name AS "provinceName", p.position, ${SERVICEABLE} AS serviceable,
                  (SELECT z.name FROM shipping_zone_districts zd JOIN shipping_zones z ON z.id = zd.zone_id WHERE zd.district_id = t.id) AS "zoneName"
             FROM districts t JOIN provinces p ON p.id = t.province_id`,
  countFrom: 'FROM districts t JOIN provinces p ON p.id = t.province_id',
  sortable: { name: 't.name', provinceName: 'p.position, t.name' },
  defaultSort: 'provinceName',
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    provinceName: (v, p) => `p.name = ${p(v)}`,
    serviceable: flag(SERVICEABLE),
  },
  toRow: (r): PanelRow => ({ id: r.publicId, name: r.name, provinceName: r.provinceName, serviceable: r.serviceable, zoneName: r.zoneName }),
});

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

const int = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : formValue.optional(v));
const bool = (v: unknown) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined);
/** a picker's ids; on an edit, absent leaves the districts as they are */
const ids = (v: unknown) => (v === undefined ? undefined : formValue.list(v));

const zoneInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  districtIds: ids(p.districtIds),
  fee: int(p.fee),
  freeShippingThreshold:
    p.freeShippingThreshold === undefined
      ? undefined
      : p.freeShippingThreshold === '' || p.freeShippingThreshold === null
        ? null
        : int(p.freeShippingThreshold),
  isActive: bool(p.isActive),
});

async function pickupRow(): Promise<PanelRow> {
  const p = await shipping.pickup.row();
  return { id: p.publicId, name: p.name, addressLines: p.addressLines, phone: p.phone, isEnabled: p.isEnabled, updatedAt: p.updatedAt };
}

export function shippingAdmin() {
  return [
    definePanelResource({
      id: 'Districts',
      module: 'Shipping',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'name', isTitle: true, isSortable: true, isEditable: false },
        { path: 'provinceName', availableValues: PROVINCES, isSortable: true, isEditable: false },
        { path: 'serviceable', type: 'boolean', isEditable: false },
        { path: 'zoneName', isEditable: false },
      ],
      options: {
        navigation: NAV,
        sort: { sortBy: 'provinceName', direction: 'asc' },
        listProperties: ['name', 'provinceName', 'serviceable', 'zoneName'],
        showProperties: ['name', 'provinceName', 'serviceable', 'zoneName'],
        filterProperties: ['name', 'provinceName', 'serviceable'],
        properties: { serviceable: { description: 'An active shipping zone covers the district' } },
        translations: { en: { properties: { provinceName: 'Province', zoneName: 'Shipping zone' } } },
      },
      ...districtReads,
    }),
    definePanelResource({
      id: 'ShippingZones',
      module: 'Shipping',
      properties: [
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
      ],
      options: {
        navigation: NAV,
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
      },
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
    }),
    definePanelResource({
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
        navigation: NAV,
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
        input: (p) => ({
          name: formValue.optional(p.name),
          addressLines: p.addressLines === undefined ? undefined : formValue.list(p.addressLines),
          phone: formValue.optional(p.phone),
          isEnabled: bool(p.isEnabled),
        }),
        run: async (_id, dto: EditPickupDto) => {
          await shipping.pickup.edit(dto);
          return pickupRow();
        },
      },
    }),
  ];
}
