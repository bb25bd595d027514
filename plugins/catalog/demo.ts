import type { DemoContext } from '../../core/demo/demo-context.js';
import { resolveSlug } from '../../core/db/slugs/slug-registry.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalog } from './catalog-context.js';
import { CreateSeriesDto, CreateBrandDto } from './dto/brand.dto.js';
import { CreateCategoryDto } from './dto/category.dto.js';
import { CreateTagDto } from './dto/tag.dto.js';

/*
 * The demo shop's catalog: an electronics category tree three levels deep, brands with their series, and tags.
 * Every record is known by its slug: one that exists (alive or deleted, current or retired slug) is left as it is.
 */

interface DemoCategory {
  name: string;
  slug: string;
  description?: string;
  children?: DemoCategory[];
}

const leaf = (name: string, slug: string, description?: string): DemoCategory => ({ name, slug, description });

const CATEGORIES: DemoCategory[] = [
  {
    name: 'Mobiles & Tablets',
    slug: 'mobiles-tablets',
    description: 'Smartphones, tablets and everything that keeps them charged and safe.',
    children: [
      {
        name: 'Smartphones',
        slug: 'smartphones',
        description: 'The latest Android phones and iPhones, unlocked.',
        children: [leaf('Android Phones', 'android-phones'), leaf('iPhones', 'iphones'), leaf('Foldable Phones', 'foldable-phones')],
      },
      { name: 'Tablets', slug: 'tablets', children: [leaf('Android Tablets', 'android-tablets'), leaf('iPads', 'ipads')] },
      {
        name: 'Mobile Accessories',
        slug: 'mobile-accessories',
        children: [leaf('Chargers & Cables', 'chargers-cables'), leaf('Cases & Covers', 'cases-covers'), leaf('Power Banks', 'power-banks')],
      },
    ],
  },
  {
    name: 'Laptops & Computers',
    slug: 'laptops-computers',
    description: 'Laptops for work, study and play, desktops and the screens to go with them.',
    children: [
      {
        name: 'Laptops',
        slug: 'laptops',
        children: [leaf('Gaming Laptops', 'gaming-laptops'), leaf('Ultrabooks', 'ultrabooks'), leaf('Business Laptops', 'business-laptops')],
      },
      leaf('Desktops', 'desktops'),
      { name: 'Monitors', slug: 'monitors', children: [leaf('Gaming Monitors', 'gaming-monitors'), leaf('4K Monitors', '4k-monitors')] },
    ],
  },
  {
    name: 'Audio',
    slug: 'audio',
    description: 'Headphones, earbuds and speakers for every room and every commute.',
    children: [
      {
        name: 'Headphones',
        slug: 'headphones',
        children: [
          leaf('Over-Ear Headphones', 'over-ear-headphones'),
          leaf('True Wireless Earbuds', 'true-wireless-earbuds'),
          leaf('Noise-Cancelling Headphones', 'noise-cancelling-headphones'),
        ],
      },
      { name: 'Speakers', slug: 'speakers', children: [leaf('Bluetooth Speakers', 'bluetooth-speakers'), leaf('Soundbars', 'soundbars')] },
    ],
  },
  {
    name: 'TV & Home Entertainment',
    slug: 'tv-home-entertainment',
    description: 'Smart TVs, streaming sticks and projectors for movie night.',
    children: [
      { name: 'Televisions', slug: 'televisions', children: [leaf('Smart TVs', 'smart-tvs'), leaf('OLED TVs', 'oled-tvs')] },
      leaf('Streaming Devices', 'streaming-devices'),
      leaf('Projectors', 'projectors'),
    ],
  },
  {
    name: 'Cameras',
    slug: 'cameras',
    description: 'Mirrorless and action cameras, lenses and accessories.',
    children: [leaf('Mirrorless Cameras', 'mirrorless-cameras'), leaf('Action Cameras', 'action-cameras'), leaf('Camera Lenses', 'camera-lenses')],
  },
  {
    name: 'Wearables',
    slug: 'wearables',
    description: 'Smartwatches and fitness trackers.',
    children: [leaf('Smartwatches', 'smartwatches'), leaf('Fitness Trackers', 'fitness-trackers')],
  },
  {
    name: 'Gaming',
    slug: 'gaming',
    description: 'Consoles, controllers and games.',
    children: [leaf('Consoles', 'consoles'), leaf('Controllers', 'controllers'), leaf('Gaming Headsets', 'gaming-headsets')],
  },
];

interface DemoBrand {
  name: string;
  slug: string;
  description: string;
  series: Array<{ name: string; slug: string; description: string }>;
}

const BRANDS: DemoBrand[] = [
  {
    name: 'Samsung',
    slug: 'samsung',
    description: 'Phones, tablets, TVs and wearables from Korea.',
    series: [
      { name: 'Galaxy S', slug: 'samsung-galaxy-s', description: 'The flagship Galaxy phones.' },
      { name: 'Galaxy A', slug: 'samsung-galaxy-a', description: 'Everyday Galaxy phones with big batteries.' },
      { name: 'Galaxy Z', slug: 'samsung-galaxy-z', description: 'Foldable phones.' },
      { name: 'Galaxy Tab', slug: 'samsung-galaxy-tab', description: 'Android tablets.' },
      { name: 'Galaxy Watch', slug: 'samsung-galaxy-watch', description: 'Smartwatches.' },
    ],
  },
  {
    name: 'Apple',
    slug: 'apple',
    description: 'iPhone, iPad, Mac and AirPods.',
    series: [
      { name: 'iPhone', slug: 'apple-iphone', description: 'Apple smartphones.' },
      { name: 'iPad', slug: 'apple-ipad', description: 'Tablets from iPad mini to iPad Pro.' },
      { name: 'MacBook Air', slug: 'apple-macbook-air', description: 'Thin and light laptops.' },
      { name: 'MacBook Pro', slug: 'apple-macbook-pro', description: 'Laptops for demanding work.' },
      { name: 'AirPods', slug: 'apple-airpods', description: 'Wireless earbuds and headphones.' },
    ],
  },
  {
    name: 'Xiaomi',
    slug: 'xiaomi',
    description: 'Phones and smart devices with a lot for the price.',
    series: [
      { name: 'Xiaomi', slug: 'xiaomi-flagship', description: 'The numbered flagship phones.' },
      { name: 'Redmi Note', slug: 'xiaomi-redmi-note', description: 'Best-selling mid-range phones.' },
      { name: 'Redmi Pad', slug: 'xiaomi-redmi-pad', description: 'Affordable tablets.' },
    ],
  },
  {
    name: 'Dell',
    slug: 'dell',
    description: 'Laptops, desktops and monitors for home and business.',
    series: [
      { name: 'XPS', slug: 'dell-xps', description: 'Premium laptops.' },
      { name: 'Inspiron', slug: 'dell-inspiron', description: 'Everyday laptops and desktops.' },
      { name: 'Latitude', slug: 'dell-latitude', description: 'Business laptops.' },
      { name: 'Alienware', slug: 'dell-alienware', description: 'Gaming laptops and desktops.' },
    ],
  },
  {
    name: 'Sony',
    slug: 'sony',
    description: 'Headphones, TVs, cameras and PlayStation.',
    series: [
      { name: 'WH-1000X', slug: 'sony-wh-1000x', description: 'Noise-cancelling headphones.' },
      { name: 'Bravia', slug: 'sony-bravia', description: 'Televisions.' },
      { name: 'Alpha', slug: 'sony-alpha', description: 'Mirrorless cameras.' },
      { name: 'PlayStation', slug: 'sony-playstation', description: 'Consoles and controllers.' },
    ],
  },
  {
    name: 'Lenovo',
    slug: 'lenovo',
    description: 'Laptops and tablets for work and play.',
    series: [
      { name: 'ThinkPad', slug: 'lenovo-thinkpad', description: 'Business laptops.' },
      { name: 'Legion', slug: 'lenovo-legion', description: 'Gaming laptops.' },
      { name: 'Yoga', slug: 'lenovo-yoga', description: 'Convertible laptops.' },
    ],
  },
];

const TAGS: Array<[name: string, slug: string]> = [
  ['New Arrival', 'new-arrival'],
  ['Bestseller', 'bestseller'],
  ['5G', '5g'],
  ['Noise Cancelling', 'noise-cancelling'],
  ['Wireless', 'wireless'],
  ['Gaming', 'gaming'],
  ['Student Deal', 'student-deal'],
  ['Eco Friendly', 'eco-friendly'],
  ['Limited Edition', 'limited-edition'],
  ['Refurbished', 'refurbished'],
];

interface Existing {
  publicId: string;
  deleted: boolean;
}

/** The record that holds (or held) the slug in the scope, if any. */
async function bySlug(table: 'categories' | 'brands' | 'brand_series' | 'tags', scope: string, slug: string): Promise<Existing | null> {
  const owner = await resolveSlug(scope, slug);
  if (!owner) return null;
  const [row] = await sqlRows<{ publicId: string; deletedAt: Date | null }>(
    `SELECT public_id AS "publicId", deleted_at AS "deletedAt" FROM ${table} WHERE id = $1`,
    [owner.entityId],
  );
  return row ? { publicId: row.publicId, deleted: row.deletedAt !== null } : null;
}

async function seedCategories(ctx: DemoContext, nodes: DemoCategory[], parentId: string | null, depth: number): Promise<number> {
  let created = 0;
  for (const [i, node] of nodes.entries()) {
    let found = await bySlug('categories', 'category', node.slug);
    if (!found) {
      const image = depth === 0 ? await ctx.image(`plugins/catalog/demo-assets/${node.slug}.webp`) : null;
      const dto = await ctx.input(CreateCategoryDto, {
        name: node.name,
        slug: node.slug,
        parentId: parentId ?? undefined,
        description: node.description,
        displayOrder: i,
        ...(image ? { imageUrl: image, imageAlt: node.name } : {}),
        seoTitle: `${node.name} | Bazaar Electronics`,
      });
      const category = await catalog.categories.create(dto);
      found = { publicId: category.publicId, deleted: false };
      created++;
    }
    // the children of a category the merchant deleted stay out of the demo too
    if (node.children && !found.deleted) created += await seedCategories(ctx, node.children, found.publicId, depth + 1);
  }
  return created;
}

async function seedBrands(ctx: DemoContext): Promise<{ brands: number; series: number }> {
  let brands = 0;
  let series = 0;
  for (const b of BRANDS) {
    let brand = await bySlug('brands', 'brand', b.slug);
    if (!brand) {
      const logo = await ctx.image(`plugins/catalog/demo-assets/brand-${b.slug}.webp`);
      const dto = await ctx.input(CreateBrandDto, {
        name: b.name,
        slug: b.slug,
        description: b.description,
        ...(logo ? { logoUrl: logo, logoAlt: `${b.name} logo` } : {}),
      });
      brand = { publicId: (await catalog.brands.create(dto)).publicId, deleted: false };
      brands++;
    }
    if (brand.deleted) continue;
    for (const s of b.series) {
      if (await bySlug('brand_series', 'brand_series', s.slug)) continue;
      await catalog.series.createSeries(await ctx.input(CreateSeriesDto, { ...s, brandPublicId: brand.publicId }));
      series++;
    }
  }
  return { brands, series };
}

async function seedTags(ctx: DemoContext): Promise<number> {
  let created = 0;
  for (const [name, slug] of TAGS) {
    if (await bySlug('tags', 'tag', slug)) continue;
    await catalog.tags.create(await ctx.input(CreateTagDto, { name, slug }));
    created++;
  }
  return created;
}

export async function catalogDemo(ctx: DemoContext): Promise<void> {
  const categories = await seedCategories(ctx, CATEGORIES, null, 0);
  const { brands, series } = await seedBrands(ctx);
  const tags = await seedTags(ctx);
  ctx.log(`catalog: ${categories} categories, ${brands} brands, ${series} series, ${tags} tags created`);
}
