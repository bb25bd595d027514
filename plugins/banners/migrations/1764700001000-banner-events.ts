import type { MigrationInterface, QueryRunner } from 'typeorm';

const EVENT_COLUMNS = `
        correlation_id varchar(255) NOT NULL,
        banner_public_id uuid NOT NULL,
        placement_public_id uuid NOT NULL,
        campaign_public_id uuid,
        session_id varchar(255),
        user_id varchar(255),
        device_type varchar(50),
        country_code varchar(16),
        page_url varchar(2048),
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL`;

/**
 * Banner tracking and analytics (issue 14, serving half): the event inbox a tracking request commits to
 * before its 202, the raw impression and click tables the record job moves the inbox into (deduplicated by
 * correlationId per table), and the daily stats the nightly rollup overwrites. Events name banners,
 * placements and campaigns by public id: they outlive the rows (retention 180 days) and need no join to read.
 */
export class BannerEvents1764700001000 implements MigrationInterface {
  name = 'BannerEvents1764700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE banner_event_inbox (
        id bigserial PRIMARY KEY,
        kind varchar(10) NOT NULL CHECK (kind IN ('impression', 'click')),${EVENT_COLUMNS},
        referrer_url varchar(2048),
        destination_url varchar(2048)
      )`);
    await q.query(`
      CREATE TABLE banner_impression_events (
        id bigserial PRIMARY KEY,${EVENT_COLUMNS},
        referrer_url varchar(2048)
      )`);
    await q.query(`
      CREATE TABLE banner_click_events (
        id bigserial PRIMARY KEY,${EVENT_COLUMNS},
        destination_url varchar(2048)
      )`);
    for (const t of ['banner_impression_events', 'banner_click_events']) {
      await q.query(`CREATE UNIQUE INDEX ${t}_correlation ON ${t} (correlation_id)`);
      // the rollup's day range, retention, and the events route's (occurredAt, correlationId) cursor
      await q.query(`CREATE INDEX ${t}_occurred ON ${t} (occurred_at, correlation_id)`);
    }
    await q.query(`
      CREATE TABLE banner_daily_stats (
        id bigserial PRIMARY KEY,
        stat_date date NOT NULL,
        banner_public_id uuid NOT NULL,
        placement_public_id uuid NOT NULL,
        campaign_public_id uuid NOT NULL,
        impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
        clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0),
        spend_paisa bigint CHECK (spend_paisa IS NULL),
        rolled_up_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stat_date, banner_public_id, placement_public_id, campaign_public_id)
      )`);
    await q.query(`CREATE INDEX banner_daily_stats_banner ON banner_daily_stats (banner_public_id, stat_date)`);
    await q.query(`CREATE INDEX banner_daily_stats_campaign ON banner_daily_stats (campaign_public_id, stat_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE banner_daily_stats, banner_click_events, banner_impression_events, banner_event_inbox`);
  }
}
