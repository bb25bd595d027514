import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'published', 'pending', 'rejected', 'hidden'`;
const COUNTER = (star: number) => `count_${star} integer NOT NULL DEFAULT 0 CONSTRAINT chk_product_rating_aggregates_count_${star} CHECK (count_${star} >= 0)`;

/**
 * Reviews (issue 22): a review per delivered order line, one live review per customer and product (withdrawal
 * frees the slot), reports one per customer and review, the moderation timeline, and the product rating aggregate
 * as five counters that never go below zero (review count, sum and average are derived from them, never stored).
 */
export class Reviews1764880001000 implements MigrationInterface {
  name = 'Reviews1764880001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reviews (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        product_id bigint NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        customer_public_id uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        order_item_public_id uuid NOT NULL REFERENCES order_items(public_id) ON DELETE RESTRICT,
        rating smallint NOT NULL CONSTRAINT chk_reviews_rating CHECK (rating BETWEEN 1 AND 5),
        title varchar(120),
        body varchar(5000) NOT NULL,
        status varchar(16) NOT NULL CONSTRAINT chk_reviews_status CHECK (status IN (${STATUSES})),
        moderation_reason varchar(500),
        version integer NOT NULL DEFAULT 1,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_reviews_live ON reviews (customer_public_id, product_id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_reviews_product_published ON reviews (product_id, created_at DESC) WHERE deleted_at IS NULL AND status = 'published'`);
    await q.query(`CREATE INDEX idx_reviews_queue ON reviews (created_at DESC)`);
    await q.query(`
      CREATE TABLE review_reports (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        review_id bigint NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        reporter_public_id uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        reason varchar(16) NOT NULL CONSTRAINT chk_review_reports_reason CHECK (reason IN ('spam', 'offensive', 'off_topic', 'other')),
        note varchar(500),
        status varchar(16) NOT NULL DEFAULT 'open' CONSTRAINT chk_review_reports_status CHECK (status IN ('open', 'resolved', 'dismissed')),
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_review_reports_reporter UNIQUE (review_id, reporter_public_id)
      )`);
    await q.query(`CREATE INDEX idx_review_reports_open ON review_reports (review_id) WHERE status = 'open'`);
    await q.query(`
      CREATE TABLE review_events (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        review_id bigint NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        type varchar(32) NOT NULL,
        from_status varchar(16) CHECK (from_status IN (${STATUSES})),
        to_status varchar(16) CHECK (to_status IN (${STATUSES})),
        reason varchar(500),
        actor_kind varchar(16) NOT NULL CHECK (actor_kind IN ('admin', 'customer', 'system')),
        actor_public_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_review_events_review ON review_events (review_id, created_at, id)`);
    await q.query(`
      CREATE TABLE product_rating_aggregates (
        product_id bigint PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        ${[1, 2, 3, 4, 5].map(COUNTER).join(',\n        ')},
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS product_rating_aggregates, review_events, review_reports, reviews`);
  }
}
