import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newPublicId } from '../../../core/db/ids.js';
import { NEPAL_PROVINCES } from '../nepal-districts.js';

const MONEY = (column: string) => `${column} bigint NOT NULL CHECK (${column} BETWEEN 0 AND 9007199254740991)`;
const NULLABLE_MONEY = (column: string) => `${column} bigint CHECK (${column} BETWEEN 0 AND 9007199254740991)`;

/**
 * Shipping (issue 12): Nepal's provinces and districts (seeded here, public ids UUID v7), delivery zones
 * (a district in at most one zone: the unique index is what SHIPPING_DISTRICT_IN_OTHER_ZONE rests on) and
 * the one pickup location (seeded disabled).
 */
export class Shipping1764200001000 implements MigrationInterface {
  name = 'Shipping1764200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provinces (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(60) NOT NULL UNIQUE,
        position smallint NOT NULL UNIQUE CHECK (position BETWEEN 1 AND 7),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE districts (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        province_id bigint NOT NULL REFERENCES provinces(id) ON DELETE RESTRICT,
        name varchar(60) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_districts_province ON districts (province_id, name)`);
    await q.query(`
      CREATE TABLE shipping_zones (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        ${MONEY('fee')},
        ${NULLABLE_MONEY('free_shipping_threshold')},
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_shipping_zones_created ON shipping_zones (created_at, id)`);
    await q.query(`
      CREATE TABLE shipping_zone_districts (
        zone_id bigint NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
        district_id bigint NOT NULL REFERENCES districts(id) ON DELETE RESTRICT,
        PRIMARY KEY (zone_id, district_id),
        CONSTRAINT uq_shipping_zone_districts_district UNIQUE (district_id)
      )`);
    await q.query(`
      CREATE TABLE shipping_pickup_location (
        id smallint PRIMARY KEY CHECK (id = 1),
        name varchar(100) NOT NULL,
        address_lines jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(address_lines) = 'array' AND jsonb_array_length(address_lines) <= 5),
        phone varchar(20),
        is_enabled boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO shipping_pickup_location (id, name) VALUES (1, 'Store pickup')`);

    for (const [index, province] of NEPAL_PROVINCES.entries()) {
      const [{ id }] = await q.query(`INSERT INTO provinces (public_id, name, position) VALUES ($1, $2, $3) RETURNING id`, [
        newPublicId(),
        province.name,
        index + 1,
      ]);
      for (const name of province.districts) {
        await q.query(`INSERT INTO districts (public_id, province_id, name) VALUES ($1, $2, $3)`, [newPublicId(), id, name]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['shipping_pickup_location', 'shipping_zone_districts', 'shipping_zones', 'districts', 'provinces']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
