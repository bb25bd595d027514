import { BaseEntity, Entity, PrimaryColumn } from 'typeorm';

/** A zone covers this district; a district is in at most one zone (unique district_id). */
@Entity('shipping_zone_districts')
export class ShippingZoneDistrict extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  zoneId: string;

  @PrimaryColumn({ type: 'bigint' })
  districtId: string;
}
