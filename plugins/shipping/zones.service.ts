import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { recordActivity, SqlList } from '../../core/lifecycle/index.js';
import type { DistrictsService } from './districts.service.js';
import { ZONE_SORTABLE, type CreateZoneDto, type UpdateZoneDto, type ZoneListQuery } from './dto/zone.dto.js';
import { ShippingZone } from './entities/shipping-zone.entity.js';
import { ShippingZoneDistrict } from './entities/shipping-zone-district.entity.js';
import { ShippingErrors as E } from './errors.js';
import { toZone, ZONE_SELECT, type ZoneRow, type ZoneView } from './zone-queries.js';

const DISTRICT_UNIQUE = 'uq_shipping_zone_districts_district';

/** The unique index on zone districts is the last word when two writes claim one district at once. */
async function claimingDistricts<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await withTransaction(fn);
  } catch (e) {
    const pg = ((e as { driverError?: { constraint?: string } }).driverError ?? e) as { code?: string; constraint?: string };
    if (pg?.code === '23505' && pg.constraint === DISTRICT_UNIQUE) throw E.SHIPPING_DISTRICT_IN_OTHER_ZONE();
    throw e;
  }
}

/** Delivery zones (admin): a fee per set of districts; a district is in at most one zone. */
export class ZonesService {
  constructor(private readonly districts: DistrictsService) {}

  async list(q: ZoneListQuery) {
    const l = resolveList(q, ZONE_SORTABLE, 'createdAt');
    const list = new SqlList<ZoneRow>({ select: ZONE_SELECT, countFrom: 'FROM shipping_zones z' });
    if (q.isActive !== undefined) list.where(`z.is_active = ${list.param(q.isActive)}`);
    if (q.search) list.where(`z.name ILIKE ${list.param(containsPattern(q.search))}`);
    const { rows, count } = await list.offsetPage(l, `z.${snakeCase(l.sort)} ${l.order}, z.id ${l.order}`);
    return { rows: rows.map(toZone), count, list: l };
  }

  async detail(publicId: string): Promise<ZoneView> {
    const [row] = await sqlRows<ZoneRow>(`${ZONE_SELECT} WHERE z.public_id = $1`, [publicId]);
    if (!row) throw E.SHIPPING_ZONE_NOT_FOUND();
    return toZone(row);
  }

  async create(dto: CreateZoneDto): Promise<ZoneView> {
    const publicId = await claimingDistricts(async () => {
      const districtIds = await this.resolveDistricts(dto.districtIds);
      const publicId = newPublicId();
      const now = clock.now();
      const inserted = await repo(ShippingZone).insert({
        publicId,
        name: dto.name,
        fee: dto.fee,
        freeShippingThreshold: dto.freeShippingThreshold ?? null,
        isActive: dto.isActive,
        createdAt: now,
        updatedAt: now,
      });
      await this.replaceDistricts(String(inserted.identifiers[0].id), districtIds);
      await recordActivity('create', 'shipping_zone', publicId);
      return publicId;
    });
    return this.detail(publicId);
  }

  /** Fields given change; districtIds given replaces the zone's districts. */
  async update(publicId: string, dto: UpdateZoneDto): Promise<ZoneView> {
    await claimingDistricts(async () => {
      const zone = await this.lock(publicId);
      if (dto.districtIds !== undefined) await this.replaceDistricts(zone.id, await this.resolveDistricts(dto.districtIds, zone.id));
      const patch: Partial<ShippingZone> = { updatedAt: clock.now() };
      if (dto.name !== undefined) patch.name = dto.name;
      if (dto.fee !== undefined) patch.fee = dto.fee;
      if (dto.freeShippingThreshold !== undefined) patch.freeShippingThreshold = dto.freeShippingThreshold;
      if (dto.isActive !== undefined) patch.isActive = dto.isActive;
      await repo(ShippingZone).update({ id: zone.id }, patch);
      await recordActivity('update', 'shipping_zone', zone.publicId);
    });
    return this.detail(publicId);
  }

  /** Deletes the zone (its districts become unserviceable unless another zone takes them). */
  async remove(publicId: string): Promise<void> {
    await withTransaction(async () => {
      const zone = await this.lock(publicId);
      await repo(ShippingZone).delete({ id: zone.id });
      await recordActivity('delete', 'shipping_zone', zone.publicId);
    });
  }

  private async lock(publicId: string): Promise<ShippingZone> {
    const zone = await repo(ShippingZone).findOne({ where: { publicId }, lock: { mode: 'pessimistic_write' } });
    if (!zone) throw E.SHIPPING_ZONE_NOT_FOUND();
    return zone;
  }

  /** Internal district keys: 400 on an unknown id, 409 on one another zone holds (checked here, guarded by the unique index). */
  private async resolveDistricts(publicIds: string[], zoneId?: string): Promise<string[]> {
    const byPublicId = await this.districts.internalIds(publicIds);
    const unknown = publicIds.filter((id) => !byPublicId.has(id.toLowerCase()));
    if (unknown.length) throw invalidField('districtIds', `unknown district ids: ${unknown.join(', ')}`);
    const ids = [...byPublicId.values()];
    if (!ids.length) return ids;
    const taken = await sqlRows<{ district: string; zone: string }>(
      `SELECT d.name AS district, z.name AS zone FROM shipping_zone_districts zd
         JOIN districts d ON d.id = zd.district_id JOIN shipping_zones z ON z.id = zd.zone_id
        WHERE zd.district_id = ANY($1::bigint[]) AND ($2::bigint IS NULL OR zd.zone_id <> $2::bigint)
        ORDER BY d.name`,
      [ids, zoneId ?? null],
    );
    if (taken.length) {
      throw E.SHIPPING_DISTRICT_IN_OTHER_ZONE(
        { districts: taken.map((t) => ({ districtName: t.district, zoneName: t.zone })) },
        `Already in another zone: ${taken.map((t) => `${t.district} (${t.zone})`).join(', ')}`,
      );
    }
    return ids;
  }

  private async replaceDistricts(zoneId: string, districtIds: string[]): Promise<void> {
    await repo(ShippingZoneDistrict).delete({ zoneId });
    if (districtIds.length) await repo(ShippingZoneDistrict).insert(districtIds.map((districtId) => ({ zoneId, districtId })));
  }
}
