import type { MigrationInterface, QueryRunner } from 'typeorm';

const SOURCES = `('internal', 'sponsored', 'affiliate', 'system')`;
const COUNT = (column: string) => `${column} bigint CHECK (${column} BETWEEN 0 AND 9007199254740991)`;

/**
 * Banners (issue 14, spec 01 "Banner resources"): placements, campaigns, the campaign-placement links, banner
 * assignments per (campaign, placement, banner) and campaign targeting rules. Targets are internal ids of
 * products, categories and brands (public ids in the API); a target deleted for good leaves the id null and
 * the stored ctaUrl is used. Placements are soft deleted and free their slug.
 */
export class Banners1764600001000 implements MigrationInterface {
  name = 'Banners1764600001000';

  async up(q: QueryRunner): Promise<void> {
    await this.createPlacements(q);
    await this.createBanners(q);
    await this.createCampaigns(q);
    await this.createCampaignPlacements(q);
    await this.createBannerAssignments(q);
    await this.createTargetingRules(q);
  }

  private async createPlacements(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE placements (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        slug varchar(100) NOT NULL CHECK (slug ~ '^[a-z0-9]+(?:[-_][a-z0-9]+)*$'),
        label varchar(255) NOT NULL,
        layout_type varchar(16) NOT NULL CHECK (layout_type IN ('full_slider', 'full_static', 'half_pair', 'quarter_grid',
          'sidebar_stack', 'sidebar_single', 'interstitial', 'popup', 'inline_card', 'sticky_bar')),
        page_context varchar(100),
        max_banners integer NOT NULL DEFAULT 1 CHECK (max_banners > 0),
        recommended_width integer CHECK (recommended_width > 0),
        recommended_height integer CHECK (recommended_height > 0),
        recommended_aspect_ratio varchar(20),
        notes text,
        is_active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
        fallback_placeholder_url varchar(2048),
        allow_partial_render boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // serving looks a placement up by slug among active ones; the slug is unique among live placements
    await q.query(`CREATE UNIQUE INDEX uq_placements_slug ON placements (slug) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_placements_active_slug ON placements (slug) WHERE is_active AND deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_placements_order ON placements (sort_order, id) WHERE deleted_at IS NULL`);
  }

  private async createBanners(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE banners (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        title varchar(255) NOT NULL,
        description text,
        source varchar(10) NOT NULL DEFAULT 'internal' CHECK (source IN ${SOURCES}),
        is_active boolean NOT NULL DEFAULT true,
        primary_image_url varchar(2048) NOT NULL,
        primary_image_alt varchar(255),
        mobile_image_url varchar(2048),
        video_url varchar(2048),
        media_variants jsonb NOT NULL DEFAULT '{}'::jsonb,
        headline varchar(255),
        subheadline varchar(255),
        cta_label varchar(100),
        cta_url varchar(2048),
        cta_open_new_tab boolean NOT NULL DEFAULT false,
        target_kind varchar(10) CHECK (target_kind IN ('product', 'category', 'brand', 'url')),
        target_product_id bigint REFERENCES products(id) ON DELETE SET NULL,
        target_category_id bigint REFERENCES categories(id) ON DELETE SET NULL,
        target_brand_id bigint REFERENCES brands(id) ON DELETE SET NULL,
        utm_source varchar(100),
        utm_medium varchar(100),
        utm_campaign varchar(100),
        utm_content varchar(100),
        bg_color varchar(7) CHECK (bg_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
        priority integer NOT NULL DEFAULT 0 CHECK (priority >= 0),
        publish_at timestamptz,
        expires_at timestamptz,
        schedule_timezone varchar(64) NOT NULL DEFAULT 'UTC',
        recurrence_rule varchar(500),
        recurrence_window_start time,
        recurrence_window_end time,
        schedule_status varchar(10) NOT NULL DEFAULT 'evergreen' CHECK (schedule_status IN ('evergreen', 'scheduled', 'active', 'expired')),
        is_evergreen_fallback boolean NOT NULL DEFAULT false,
        fallback_placeholder_url varchar(2048),
        seo_id uuid,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_banners_media_variants CHECK (jsonb_typeof(media_variants) = 'object'),
        CONSTRAINT chk_banners_schedule CHECK (publish_at IS NULL OR expires_at IS NULL OR publish_at < expires_at),
        CONSTRAINT chk_banners_recurrence_window CHECK (recurrence_window_start IS NULL OR recurrence_window_end IS NULL OR recurrence_window_start <= recurrence_window_end),
        -- the target rule: a target id only with its kind; a url target needs the ctaUrl (a typed target may lose its id: deleted for good)
        CONSTRAINT chk_banners_target_product_id CHECK (target_product_id IS NULL OR target_kind = 'product'),
        CONSTRAINT chk_banners_target_category_id CHECK (target_category_id IS NULL OR target_kind = 'category'),
        CONSTRAINT chk_banners_target_brand_id CHECK (target_brand_id IS NULL OR target_kind = 'brand'),
        CONSTRAINT chk_banners_cta_url CHECK (target_kind IS DISTINCT FROM 'url' OR cta_url IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX idx_banners_created ON banners (created_at, id)`);
    // the once-a-minute schedule sync reads only these
    await q.query(
      `CREATE INDEX idx_banners_schedule_pending ON banners (schedule_status) WHERE schedule_status IN ('scheduled', 'active') AND deleted_at IS NULL`,
    );
    await q.query(`CREATE INDEX idx_banners_target_product ON banners (target_product_id) WHERE target_product_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_banners_target_category ON banners (target_category_id) WHERE target_category_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_banners_target_brand ON banners (target_brand_id) WHERE target_brand_id IS NOT NULL`);
  }

  private async createCampaigns(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaigns (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(255) NOT NULL,
        description text,
        source varchar(10) NOT NULL DEFAULT 'internal' CHECK (source IN ${SOURCES}),
        status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'active', 'paused', 'ended', 'cancelled')),
        starts_at timestamptz,
        ends_at timestamptz,
        ${COUNT('budget_total_paisa')},
        ${COUNT('budget_daily_paisa')},
        impression_cap integer CHECK (impression_cap >= 0),
        click_cap integer CHECK (click_cap >= 0),
        advertiser_name varchar(255),
        advertiser_contact varchar(255),
        contract_ref varchar(255),
        priority integer NOT NULL DEFAULT 0 CHECK (priority >= 0),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_campaigns_dates CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
      )`);
    await q.query(`CREATE INDEX idx_campaigns_created ON campaigns (created_at, id)`);
    await q.query(`CREATE INDEX idx_campaigns_live ON campaigns (status) WHERE deleted_at IS NULL AND status IN ('scheduled', 'active')`);
  }

  private async createCampaignPlacements(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaign_placements (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        placement_id bigint NOT NULL REFERENCES placements(id) ON DELETE CASCADE,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_campaign_placements_pair UNIQUE (campaign_id, placement_id)
      )`);
    // serving: the campaigns linked to a placement
    await q.query(`CREATE INDEX idx_campaign_placements_placement ON campaign_placements (placement_id, campaign_id) WHERE is_active`);
  }

  private async createBannerAssignments(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE banner_assignments (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL,
        placement_id bigint NOT NULL,
        banner_id bigint NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
        display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
        weight integer NOT NULL DEFAULT 100 CHECK (weight >= 0),
        is_fallback boolean NOT NULL DEFAULT false,
        fallback_priority integer CHECK (fallback_priority >= 0),
        is_active boolean NOT NULL DEFAULT true,
        override_cta_label varchar(100),
        override_cta_url varchar(2048),
        override_headline varchar(255),
        override_subheadline varchar(255),
        transition_duration_ms integer CHECK (transition_duration_ms BETWEEN 0 AND 600000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_banner_assignments_triple UNIQUE (campaign_id, placement_id, banner_id),
        -- an assignment lives under its campaign-placement link and goes with it
        CONSTRAINT fk_banner_assignments_link FOREIGN KEY (campaign_id, placement_id)
          REFERENCES campaign_placements (campaign_id, placement_id) ON DELETE CASCADE
      )`);
    // serving: the active assignments of (campaign, placement) in display order
    await q.query(`CREATE INDEX idx_banner_assignments_serving ON banner_assignments (campaign_id, placement_id, display_order, weight DESC) WHERE is_active`);
    await q.query(`CREATE INDEX idx_banner_assignments_banner ON banner_assignments (banner_id)`);
    await q.query(`CREATE INDEX idx_banner_assignments_placement ON banner_assignments (placement_id) WHERE is_active`);
  }

  private async createTargetingRules(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE targeting_rules (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        campaign_id bigint NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        rule_type varchar(16) NOT NULL CHECK (rule_type IN ('device', 'country', 'user_segment', 'login_state', 'language',
          'hour_of_day', 'day_of_week', 'new_visitor', 'referrer_domain')),
        operator varchar(32) NOT NULL,
        value jsonb NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_targeting_rules_operator CHECK (
          (rule_type IN ('device', 'country', 'language') AND operator IN ('in', 'not_in'))
          OR (rule_type = 'referrer_domain' AND operator IN ('in', 'not_in', 'ends_with'))
          OR (rule_type IN ('login_state', 'new_visitor') AND operator = 'eq')
          OR (rule_type = 'hour_of_day' AND operator IN ('between', 'in'))
          OR (rule_type IN ('day_of_week', 'user_segment') AND operator = 'in')),
        CONSTRAINT chk_targeting_rules_value CHECK (jsonb_typeof(value) = 'object')
      )`);
    // serving: a campaign's active rules
    await q.query(`CREATE INDEX idx_targeting_rules_campaign ON targeting_rules (campaign_id, id) WHERE is_active`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['targeting_rules', 'banner_assignments', 'campaign_placements', 'campaigns', 'banners', 'placements']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
