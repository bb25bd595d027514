import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (column: string) => `${column} bigint NOT NULL CONSTRAINT chk_payment_settlements_${column} CHECK (${column} BETWEEN 0 AND 9007199254740991)`;

/**
 * Payments (issue 13): attempts, the money received for them (settlements) and their timeline. The rules
 * the services decide under row locks are repeated here as the last line of defence: one attempt in flight
 * per checkout, one succeeded attempt and one accepted settlement per checkout, one settlement per attempt,
 * gateway attempts carry a well-formed transaction_uuid and a token hash, the reconciliation columns move
 * together, and the timeline is append only and never holds a token, a signature or a secret.
 */
export class Payments1764810001000 implements MigrationInterface {
  name = 'Payments1764810001000';

  async up(q: QueryRunner): Promise<void> {
    await this.createPaymentAttempts(q);
    await this.createPaymentSettlements(q);
    await this.createPaymentEvents(q);
  }

  private async createPaymentAttempts(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_attempts (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        checkout_id uuid NOT NULL,
        customer_id uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        method varchar(10) NOT NULL CHECK (method IN ('cod', 'gateway')),
        status varchar(24) NOT NULL CHECK (status IN ('initiated', 'pending_verification', 'succeeded', 'failed', 'cancelled', 'expired')),
        amount bigint NOT NULL CONSTRAINT chk_payment_attempts_amount CHECK (amount BETWEEN 0 AND 9007199254740991),
        currency char(3) NOT NULL DEFAULT 'NPR' CHECK (currency = 'NPR'),
        transaction_uuid varchar(100) UNIQUE CONSTRAINT chk_payment_attempts_transaction_uuid CHECK (transaction_uuid ~ '^[A-Za-z0-9-]+$'),
        token_hash char(64) CONSTRAINT chk_payment_attempts_token_hash CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        expires_at timestamptz NOT NULL,
        checkout_expires_at timestamptz NOT NULL,
        checkout_closed_at timestamptz,
        gateway_ref_id varchar(100),
        next_verify_at timestamptz,
        verify_tries integer NOT NULL DEFAULT 0 CHECK (verify_tries >= 0),
        verify_rounds integer NOT NULL DEFAULT 0 CHECK (verify_rounds >= 0),
        failure_reason varchar(60),
        reconciliation_flagged_at timestamptz,
        reconciliation_reason varchar(40),
        reconciliation_resolved_at timestamptz,
        reconciliation_resolved_by uuid,
        reconciliation_note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_payment_attempts_gateway_fields CHECK (
          (method = 'gateway') = (transaction_uuid IS NOT NULL) AND (method = 'gateway') = (token_hash IS NOT NULL)),
        CONSTRAINT chk_payment_attempts_cod_status CHECK (method = 'gateway' OR status <> 'pending_verification'),
        CONSTRAINT chk_payment_attempts_flag CHECK ((reconciliation_flagged_at IS NULL) = (reconciliation_reason IS NULL)),
        CONSTRAINT chk_payment_attempts_resolution CHECK (
          (reconciliation_resolved_at IS NULL) = (reconciliation_resolved_by IS NULL)
          AND (reconciliation_resolved_at IS NULL) = (reconciliation_note IS NULL)
          AND (reconciliation_resolved_at IS NULL OR reconciliation_flagged_at IS NOT NULL)),
        CONSTRAINT chk_payment_attempts_note CHECK (reconciliation_note IS NULL OR char_length(reconciliation_note) BETWEEN 10 AND 2000)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_payment_attempts_live ON payment_attempts (checkout_id) WHERE status IN ('initiated', 'pending_verification')`);
    await q.query(`CREATE UNIQUE INDEX uq_payment_attempts_succeeded ON payment_attempts (checkout_id) WHERE status = 'succeeded'`);
    await q.query(`CREATE INDEX idx_payment_attempts_checkout ON payment_attempts (checkout_id, created_at)`);
    await q.query(`CREATE INDEX idx_payment_attempts_customer ON payment_attempts (customer_id, created_at)`);
    await q.query(`CREATE INDEX idx_payment_attempts_created ON payment_attempts (created_at, id)`);
    await q.query(`CREATE INDEX idx_payment_attempts_verify ON payment_attempts (next_verify_at) WHERE next_verify_at IS NOT NULL`);
    await q.query(
      `CREATE INDEX idx_payment_attempts_queue ON payment_attempts (reconciliation_flagged_at) WHERE reconciliation_flagged_at IS NOT NULL AND reconciliation_resolved_at IS NULL`,
    );
  }

  private async createPaymentSettlements(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_settlements (
        id bigserial PRIMARY KEY,
        attempt_id bigint NOT NULL UNIQUE REFERENCES payment_attempts(id) ON DELETE RESTRICT,
        checkout_id uuid NOT NULL,
        method varchar(10) NOT NULL CHECK (method IN ('cod', 'gateway')),
        ${MONEY('amount')},
        currency char(3) NOT NULL DEFAULT 'NPR' CHECK (currency = 'NPR'),
        accepted boolean NOT NULL,
        refused_reason varchar(30),
        gateway_ref_id varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_payment_settlements_refusal CHECK (accepted = (refused_reason IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_payment_settlements_checkout ON payment_settlements (checkout_id) WHERE accepted`);
  }

  private async createPaymentEvents(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_events (
        id bigserial PRIMARY KEY,
        attempt_id bigint NOT NULL REFERENCES payment_attempts(id) ON DELETE RESTRICT,
        at timestamptz NOT NULL,
        type varchar(40) NOT NULL,
        from_status varchar(24),
        to_status varchar(24),
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        CONSTRAINT chk_payment_events_redacted CHECK (jsonb_typeof(detail) = 'object' AND NOT (detail ?| ARRAY['signature', 'token', 'secret']))
      )`);
    await q.query(`CREATE INDEX idx_payment_events_attempt ON payment_events (attempt_id, id)`);
    await q.query(`
      CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'payment_events is append only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(
      `CREATE TRIGGER trg_payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events FOR EACH ROW EXECUTE FUNCTION payment_events_append_only()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_events`);
    await q.query(`DROP FUNCTION payment_events_append_only()`);
    await q.query(`DROP TABLE payment_settlements`);
    await q.query(`DROP TABLE payment_attempts`);
  }
}
