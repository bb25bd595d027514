import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRow } from '../../core/panel/resource-spec.js';
import { flag, SHIPPING_NAV } from './admin-common.js';
import { NEPAL_PROVINCES } from './nepal-districts.js';

/* The districts in the panel, read only: serviceable at a glance, with the zone that covers each. */

const PROVINCES = NEPAL_PROVINCES.map((p) => p.name);

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

export function districtsResource() {
  return definePanelResource({
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
      navigation: SHIPPING_NAV,
      sort: { sortBy: 'provinceName', direction: 'asc' },
      listProperties: ['name', 'provinceName', 'serviceable', 'zoneName'],
      showProperties: ['name', 'provinceName', 'serviceable', 'zoneName'],
      filterProperties: ['name', 'provinceName', 'serviceable'],
      properties: { serviceable: { description: 'An active shipping zone covers the district' } },
      translations: { en: { properties: { provinceName: 'Province', zoneName: 'Shipping zone' } } },
    },
    ...districtReads,
  });
}
