import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter (issue 14): subscribers (double opt-in, hashed confirmation tokens), campaigns, and one delivery
 * row per recipient fixed at send (the worker's resumable progress; it carries the hashed unsubscribe token).
 */
export class Newsletter1764500001000 implements MigrationInterface {
  name = 'Newsletter1764500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscribers (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        email varchar(320) NOT NULL UNIQUE CHECK (email = lower(email)),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        source varchar(32) NOT NULL DEFAULT 'storefront_footer' CHECK (source IN ('storefront_footer', 'checkout', 'admin_import', 'account_signup')),
        confirm_token_hash varchar(64) UNIQUE,
        confirm_token_expires_at timestamptz,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_newsletter_subscribers_status ON newsletter_subscribers (status, id)`);
    await q.query(`
      CREATE TABLE newsletter_campaigns (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(255) NOT NULL,
        subject varchar(255) NOT NULL,
        body_markdown text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'sent', 'failed', 'cancelled')),
        recipient_count integer NOT NULL DEFAULT 0 CHECK (recipient_count >= 0),
        sent_count integer NOT NULL DEFAULT 0 CHECK (sent_count >= 0),
        failed_count integer NOT NULL DEFAULT 0 CHECK (failed_count >= 0),
        sent_at timestamptz,
        lease_owner integer,
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (sent_count + failed_count <= recipient_count),
        CHECK (status NOT IN ('sent', 'failed') OR sent_count + failed_count = recipient_count)
      )`);
    await q.query(`CREATE INDEX idx_newsletter_campaigns_status ON newsletter_campaigns (status, created_at)`);
    await q.query(`
      CREATE TABLE newsletter_deliveries (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES newsletter_campaigns(id) ON DELETE CASCADE,
        subscriber_id bigint NOT NULL REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
        email varchar(320) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        unsubscribe_token_hash varchar(64) UNIQUE,
        error varchar(500),
        attempted_at timestamptz,
        finished_at timestamptz,
        UNIQUE (campaign_id, subscriber_id)
      )`);
    await q.query(`CREATE INDEX idx_newsletter_deliveries_campaign_status ON newsletter_deliveries (campaign_id, status, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_deliveries`);
    await q.query(`DROP TABLE newsletter_campaigns`);
    await q.query(`DROP TABLE newsletter_subscribers`);
  }
}
