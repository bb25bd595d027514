import type { DemoContext } from '../../core/demo/demo-context.js';
import { resolveSlug } from '../../core/db/slugs/slug-registry.js';
import { demoSeoRecord } from '../seo/index.js';
import { blog } from './blog-context.js';
import { CreateBlogCategoryDto } from './dto/category.dto.js';
import { CreateBlogPostDto } from './dto/post.dto.js';
import { CATEGORY_SLUG_SCOPE, POST_SLUG_SCOPE } from './slugs.js';

/*
 * The demo shop's blog: four categories and four published posts with images, bodies, FAQs, a call to action
 * and a video. Known by slug: a category or post that holds (or held) its slug is left as it is.
 */

const CATEGORIES = [
  { name: 'Buying guides', slug: 'buying-guides', description: 'What to look for before you buy.' },
  { name: 'Reviews', slug: 'reviews', description: 'Devices our staff used for a few weeks.' },
  { name: 'How-to', slug: 'how-to', description: 'Get more out of what you already own.' },
  { name: 'News', slug: 'news', description: 'New arrivals and shop news.' },
];

interface DemoPost {
  slug: string;
  category: string;
  image: string;
  displayDate: string;
  post: Record<string, unknown> & { title: string; excerpt: string };
}

const POSTS: DemoPost[] = [
  {
    slug: 'how-to-choose-a-laptop',
    category: 'buying-guides',
    image: 'choosing-a-laptop',
    displayDate: '2025-01-20T09:00:00.000Z',
    post: {
      title: 'How to choose a laptop: a guide in five questions',
      excerpt: 'Processor, memory, screen, battery, weight: what matters for what you do, and what you can skip.',
      heroIntro: 'Most people buy more laptop than they need, or the wrong kind. Answer five questions and the choice gets easy.',
      body: `<h2>1. What will you do on it?</h2>
<p>Browsing, documents and video calls run well on any current processor. Photo and video editing want a recent
Intel Core Ultra, AMD Ryzen 7 or Apple M-series chip; games want a dedicated graphics card.</p>
<h2>2. How much memory?</h2>
<p><strong>16 GB</strong> is the comfortable minimum today; 8 GB fills up with a few browser tabs and a chat app.</p>
<h2>3. Which screen?</h2>
<ul><li>13-14 inches for carrying every day</li><li>15-16 inches for working at a desk</li><li>An OLED or a bright IPS panel (400 nits or more) if you work near a window</li></ul>
<h2>4. How long must the battery last?</h2>
<p>Look for reviews that measure real use, not the maker's figure; ultrabooks and Apple laptops last a full working day.</p>
<h2>5. What can you spend?</h2>
<p>Spend on memory and the screen first; storage can be added later on most models.</p>`,
      faqs: [
        { question: 'Is 256 GB of storage enough?', answer: 'For documents and the web, yes; for photos, games or video, take 512 GB or more.' },
        { question: 'Should I buy a gaming laptop for work?', answer: 'Only if you also play: they are heavier and their batteries last half as long.' },
      ],
      cta: { ctaTitle: 'Ready to compare?', ctaButtonLabel: 'See all laptops', ctaButtonLink: '/categories/laptops' },
    },
  },
  {
    slug: 'noise-cancelling-headphones-what-matters',
    category: 'reviews',
    image: 'noise-cancelling-headphones',
    displayDate: '2025-02-03T09:00:00.000Z',
    post: {
      title: 'Noise-cancelling headphones: what actually matters',
      excerpt: 'We wore six pairs on buses, planes and in the office. Comfort and call quality mattered more than the specs.',
      heroIntro: 'Every pair on our shelves blocks engine noise well. The differences are elsewhere.',
      body: `<p>Active noise cancelling has become good across the board: on a plane, the Sony WH-1000X series, the Galaxy Buds
and the AirPods Pro all remove most of the engine drone.</p>
<h2>Comfort decides</h2>
<p>Wear them for an hour before you buy. Clamping force and ear-cup depth matter more than weight.</p>
<h2>Calls</h2>
<p>Microphones differ more than speakers do: test a call in the store if you work from cafés.</p>
<h2>Our picks</h2>
<ol><li>Over-ear for long flights</li><li>True wireless earbuds for the gym and the commute</li></ol>`,
      videos: [
        {
          title: 'How active noise cancelling works',
          videoUrl: 'https://video.example.com/bazaar/noise-cancelling-explained',
          description: 'Two minutes with our audio buyer.',
          thumbnailImage: 'noise-cancelling-headphones',
        },
      ],
    },
  },
  {
    slug: 'make-your-phone-battery-last-longer',
    category: 'how-to',
    image: 'phone-battery-tips',
    displayDate: '2025-02-17T09:00:00.000Z',
    post: {
      title: 'Five ways to make your phone battery last longer',
      excerpt: 'Small settings that add hours to a charge, and habits that keep the battery healthy for years.',
      heroIntro: 'A phone battery loses capacity with every cycle and every hot afternoon. You can slow both down.',
      body: `<ol>
<li><strong>Turn on adaptive or optimised charging.</strong> The phone holds at 80% overnight and finishes just before you wake.</li>
<li><strong>Lower the screen's refresh rate</strong> when you read: 60 Hz uses noticeably less power than 120 Hz.</li>
<li><strong>Check which apps run in the background</strong> in the battery settings and restrict the hungry ones.</li>
<li><strong>Keep it cool.</strong> Heat ages a battery faster than anything: never leave it in a car in the sun.</li>
<li><strong>Use a good charger.</strong> A certified charger and cable protect the battery and charge faster.</li>
</ol>`,
      faqs: [
        { question: 'Should I let the battery run down to 0%?', answer: 'No: modern lithium batteries prefer to stay between 20% and 80%.' },
        { question: 'Is fast charging bad for the battery?', answer: 'Not noticeably: the phone slows the charge as the battery fills and warms.' },
      ],
    },
  },
  {
    slug: 'smart-tv-buying-guide-oled-qled-led',
    category: 'buying-guides',
    image: 'smart-tv-guide',
    displayDate: '2025-03-03T09:00:00.000Z',
    post: {
      title: 'Smart TV buying guide: OLED, QLED or LED?',
      excerpt: 'Which panel suits your room, what size to buy for your sofa, and which features are worth paying for.',
      heroIntro: 'The panel type matters more than anything else on the spec sheet. Start with your room.',
      body: `<h2>OLED</h2>
<p>Perfect blacks and wide viewing angles: the best picture in a dim room. Sony Bravia and Samsung both make them.</p>
<h2>QLED and Mini-LED</h2>
<p>Brighter than OLED, so better in a sunny living room, with very good colour.</p>
<h2>LED</h2>
<p>The budget choice: fine for the kitchen or a bedroom.</p>
<h2>What size?</h2>
<table><thead><tr><th>Sofa distance</th><th>Screen size</th></tr></thead>
<tbody><tr><td>2 m</td><td>55 inches</td></tr><tr><td>2.5 m</td><td>65 inches</td></tr><tr><td>3 m</td><td>75 inches</td></tr></tbody></table>`,
      cta: { ctaTitle: 'Find your next TV', ctaButtonLabel: 'Shop smart TVs', ctaButtonLink: '/categories/smart-tvs' },
    },
  },
];

/** Creates the missing categories; the id of each demo category that exists (by slug), for the posts. */
async function seedCategories(ctx: DemoContext): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>();
  let created = 0;
  for (const c of CATEGORIES) {
    const owner = await resolveSlug(CATEGORY_SLUG_SCOPE, c.slug);
    if (owner) {
      ids.set(c.slug, Number(owner.entityId));
      continue;
    }
    const category = await blog.categories.create(await ctx.input(CreateBlogCategoryDto, c));
    ids.set(c.slug, Number(category.id));
    created++;
  }
  return { ids, created };
}

export async function blogDemo(ctx: DemoContext): Promise<void> {
  const { ids, created: categories } = await seedCategories(ctx);
  let posts = 0;
  for (const p of POSTS) {
    if (await resolveSlug(POST_SLUG_SCOPE, p.slug)) continue;
    const image = await ctx.image(`plugins/blog/demo-assets/${p.image}.webp`);
    const { videos, ...fields } = p.post as { videos?: Array<Record<string, unknown> & { thumbnailImage: string }> };
    const seoId = await demoSeoRecord(ctx, { title: `${p.post.title} | Bazaar blog`, description: p.post.excerpt, ogImageUrl: image });
    const dto = await ctx.input(CreateBlogPostDto, {
      ...fields,
      slug: p.slug,
      categoryId: ids.get(p.category),
      displayDate: p.displayDate,
      seoId,
      status: 'published',
      ...(image ? { featuredImageUrl: image, featuredImageAlt: p.post.title } : {}),
      ...(videos
        ? {
            videos: await Promise.all(
              videos.map(async ({ thumbnailImage, ...v }) => {
                const thumbnail = await ctx.image(`plugins/blog/demo-assets/${thumbnailImage}.webp`);
                return { ...v, ...(thumbnail ? { thumbnailUrl: thumbnail } : {}) };
              }),
            ),
          }
        : {}),
    });
    await blog.posts.create(dto);
    posts++;
  }
  ctx.log(`blog: ${categories} categories, ${posts} posts created`);
}
