import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { slugJoin } from '../../core/db/slugs/slug-registry.js';
import { catalogFrom } from '../catalog/index.js';
import { productsFrom } from '../products/index.js';
import { clock } from '../../core/clock/clock.js';
import { banners } from './banners-context.js';
import { CreateAssignmentDto, AddCampaignPlacementDto } from './dto/assignment.dto.js';
import { CreateBannerDto } from './dto/banner.dto.js';
import { CreateCampaignDto } from './dto/campaign.dto.js';
import { CreatePlacementDto } from './dto/placement.dto.js';
import type { TargetKind } from './entities/enums.js';

/*
 * The demo shop's banners: three placements (home hero slider, a pair of home promos, a sidebar), one active
 * campaign whose banners link to demo products, categories and brands, and an evergreen fallback banner.
 * Records are known by slug (placements), name (the campaign) and title (banners); what exists is left as it is.
 */

const PLACEMENTS = [
  {
    slug: 'home-hero',
    label: 'Home hero',
    layoutType: 'full_slider',
    pageContext: 'home',
    maxBanners: 3,
    sortOrder: 0,
    allowPartialRender: true,
    recommendedWidth: 1200,
    recommendedHeight: 400,
    recommendedAspectRatio: '3:1',
  },
  {
    slug: 'home-promo',
    label: 'Home promos',
    layoutType: 'half_pair',
    pageContext: 'home',
    maxBanners: 2,
    sortOrder: 1,
    allowPartialRender: true,
    recommendedWidth: 600,
    recommendedHeight: 300,
    recommendedAspectRatio: '2:1',
  },
  {
    slug: 'sidebar',
    label: 'Sidebar',
    layoutType: 'sidebar_single',
    pageContext: 'product',
    maxBanners: 1,
    sortOrder: 2,
    allowPartialRender: true,
    recommendedWidth: 300,
    recommendedHeight: 600,
    recommendedAspectRatio: '1:2',
  },
];

const CAMPAIGN = 'Festive tech sale';

interface DemoBanner {
  title: string;
  picture: string;
  headline: string;
  subheadline: string;
  ctaLabel: string;
  target: { kind: Exclude<TargetKind, 'url'>; slug: string } | null;
  ctaUrl: string;
  bgColor: string;
  placement: string;
  displayOrder: number;
  fallback?: boolean;
}

const BANNERS: DemoBanner[] = [
  {
    title: 'Galaxy S25 Ultra launch',
    picture: 'hero-phones',
    headline: 'The new Galaxy S25 Ultra',
    subheadline: 'Pre-order now, free case included',
    ctaLabel: 'Shop now',
    target: { kind: 'product', slug: 'samsung-galaxy-s25-ultra' },
    ctaUrl: '/products/samsung-galaxy-s25-ultra',
    bgColor: '#1e3a8a',
    placement: 'home-hero',
    displayOrder: 0,
  },
  {
    title: 'Ultrabooks week',
    picture: 'hero-laptops',
    headline: 'Light laptops, long batteries',
    subheadline: 'Ultrabooks from Apple, Dell and Lenovo',
    ctaLabel: 'See ultrabooks',
    target: { kind: 'category', slug: 'ultrabooks' },
    ctaUrl: '/categories/ultrabooks',
    bgColor: '#064e3b',
    placement: 'home-hero',
    displayOrder: 1,
  },
  {
    title: 'Sony sound',
    picture: 'promo-audio',
    headline: 'Sound by Sony',
    subheadline: 'Headphones, speakers and more',
    ctaLabel: 'Explore Sony',
    target: { kind: 'brand', slug: 'sony' },
    ctaUrl: '/brands/sony',
    bgColor: '#7c2d12',
    placement: 'home-promo',
    displayOrder: 0,
  },
  {
    title: 'iPhone corner',
    picture: 'promo-apple',
    headline: 'iPhone 16 is here',
    subheadline: 'Trade in and save',
    ctaLabel: 'Shop iPhone',
    target: { kind: 'category', slug: 'iphones' },
    ctaUrl: '/categories/iphones',
    bgColor: '#111827',
    placement: 'home-promo',
    displayOrder: 1,
  },
  {
    title: 'All deals (fallback)',
    picture: 'sidebar-fallback',
    headline: "Today's deals",
    subheadline: 'New offers every day',
    ctaLabel: 'See deals',
    target: null,
    ctaUrl: '/deals',
    bgColor: '#581c87',
    placement: 'sidebar',
    displayOrder: 0,
    fallback: true,
  },
];

/** Each target kind's records as the FROM item `t`. */
const RECORDS = { product: productsFrom('t'), category: catalogFrom('category', 't'), brand: catalogFrom('brand', 't') };

/** The live record's public id with that current slug, or undefined. */
async function publicIdBySlug(kind: keyof typeof RECORDS, slug: string): Promise<string | undefined> {
  const [row] = await sqlRows<{ publicId: string }>(
    `SELECT t.public_id AS "publicId" FROM ${RECORDS[kind]} ${slugJoin('s', '$1', 's.entity_id = t.id AND s.is_current')}
      WHERE s.slug = $2 AND t.deleted_at IS NULL`,
    [kind, slug],
  );
  return row?.publicId;
}

async function placementIds(ctx: DemoContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const p of PLACEMENTS) {
    const [row] = await sqlRows<{ publicId: string }>(`SELECT public_id AS "publicId" FROM placements WHERE slug = $1 AND deleted_at IS NULL`, [p.slug]);
    ids.set(p.slug, row?.publicId ?? (await banners.placements.create(await ctx.input(CreatePlacementDto, p))).publicId);
  }
  return ids;
}

async function bannerId(ctx: DemoContext, b: DemoBanner): Promise<string> {
  const [row] = await sqlRows<{ publicId: string }>(`SELECT public_id AS "publicId" FROM banners WHERE title = $1 ORDER BY id LIMIT 1`, [b.title]);
  if (row) return row.publicId;
  const image = await ctx.image(`plugins/banners/demo-assets/${b.picture}.webp`);
  const targetId = b.target ? await publicIdBySlug(b.target.kind, b.target.slug) : undefined;
  const target =
    b.target && targetId
      ? { targetKind: b.target.kind, [`target${b.target.kind[0].toUpperCase()}${b.target.kind.slice(1)}PublicId`]: targetId }
      : { targetKind: 'url' };
  const dto = await ctx.input(CreateBannerDto, {
    title: b.title,
    primaryImageUrl: image ?? `/demo/${b.picture}.webp`,
    primaryImageAlt: b.headline,
    headline: b.headline,
    subheadline: b.subheadline,
    ctaLabel: b.ctaLabel,
    ctaUrl: b.ctaUrl,
    ...target,
    bgColor: b.bgColor,
    utmSource: 'bazaar',
    utmMedium: 'banner',
    utmCampaign: 'festive-tech-sale',
    ...(b.fallback ? { isEvergreenFallback: true } : {}),
  });
  return (await banners.banners.create(dto)).publicId;
}

export async function bannersDemo(ctx: DemoContext): Promise<void> {
  const placements = await placementIds(ctx);
  const [existing] = await sqlRows(`SELECT 1 FROM campaigns WHERE name = $1`, [CAMPAIGN]);
  if (existing) return;
  const now = clock.nowMs();
  const campaign = await banners.campaigns.create(
    await ctx.input(CreateCampaignDto, {
      name: CAMPAIGN,
      description: 'Phones, laptops and audio on the home page',
      startsAt: new Date(now - 86_400_000).toISOString(),
      endsAt: new Date(now + 60 * 86_400_000).toISOString(),
      priority: 10,
    }),
  );
  for (const slug of new Set(BANNERS.map((b) => b.placement))) {
    await banners.assignments.addPlacement(campaign.publicId, await ctx.input(AddCampaignPlacementDto, { placementPublicId: placements.get(slug) }));
  }
  for (const b of BANNERS) {
    const bannerPublicId = await bannerId(ctx, b);
    await banners.assignments.assign(
      campaign.publicId,
      placements.get(b.placement)!,
      await ctx.input(CreateAssignmentDto, {
        bannerPublicId,
        displayOrder: b.displayOrder,
        ...(b.fallback ? { isFallback: true, fallbackPriority: 0 } : {}),
        transitionDurationMs: 5000,
      }),
    );
  }
  await banners.campaigns.transition(campaign.publicId, 'activate');
  ctx.log(`${PLACEMENTS.length} placements, the campaign "${CAMPAIGN}" (active) with ${BANNERS.length} banners`);
}
