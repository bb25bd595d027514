import type { DemoContext } from '../../core/demo/demo-context.js';
import { AppError } from '../../core/http/app-error.js';
import { demoSeoRecord } from '../seo/index.js';
import { content } from './content-context.js';
import { DEMO_PAGES, IMAGE_REF } from './demo-pages.js';
import { PutSectionDto, UpdatePageMetaDto } from './dto/content.dto.js';
import { ContentErrors } from './errors.js';
import { PAGE_KEYS, PAGE_SECTIONS } from './keys.js';
import { isImageUrl } from './schemas/url-rules.js';

const SECTION_GAP = 10;

/**
 * Replaces every image reference with the stored image's URL. An image that could not be stored (no uploads
 * plugin, or a file store whose origin ASSET_ORIGINS does not list) takes the object holding it along, and a
 * list left empty goes too: optional image fields are left out. `pruned` tells whether anything went.
 */
function withImages(value: unknown, urls: Map<string, string | null>, state: { pruned: boolean }): unknown {
  if (typeof value === 'string' && value.startsWith(IMAGE_REF)) return urls.get(value.slice(IMAGE_REF.length)) ?? undefined;
  if (Array.isArray(value)) {
    const items = value.map((v) => withImages(v, urls, state)).filter((v) => v !== undefined);
    if (items.length < value.length) state.pruned = true;
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const resolved = withImages(v, urls, state);
      if (resolved === undefined && typeof v === 'string') return undefined;
      if (resolved === undefined) state.pruned = true;
      else out[k] = resolved;
    }
    return out;
  }
  return value;
}

function imageNames(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && value.startsWith(IMAGE_REF)) into.add(value.slice(IMAGE_REF.length));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) imageNames(v, into);
  return into;
}

/** Every page with every section it takes; an existing section is left as it is, a page's SEO link set once. */
export async function contentDemo(ctx: DemoContext): Promise<void> {
  const urls = new Map<string, string | null>();
  for (const name of imageNames(DEMO_PAGES, new Set())) {
    const url = await ctx.image(`plugins/content/demo-assets/${name}.webp`);
    urls.set(name, url && isImageUrl(url, ctx.config.assetOrigins) ? url : null);
  }
  let sections = 0;
  let skipped = 0;
  for (const pageKey of PAGE_KEYS) {
    const demo = DEMO_PAGES[pageKey];
    const page = await content.pages.adminView(pageKey);
    if (!page.seoId) {
      const seoId = await demoSeoRecord(ctx, { title: `${demo.title} | Bazaar Electronics`, description: demo.seoDescription });
      await content.pages.updateMeta(pageKey, await ctx.input(UpdatePageMetaDto, { seoId }));
    }
    const present = new Set(page.sections.map((s) => s.sectionKey));
    for (const [i, sectionKey] of PAGE_SECTIONS[pageKey].entries()) {
      const payload = demo.sections[sectionKey];
      if (!payload || present.has(sectionKey)) continue;
      const state = { pruned: false };
      const dto = await ctx.input(PutSectionDto, { position: i * SECTION_GAP, isEnabled: true, payload: withImages(payload, urls, state) });
      try {
        await content.pages.putSection(pageKey, sectionKey, dto);
        sections++;
      } catch (e) {
        // a section whose required image could not be stored is left out; any other refusal is a bug of the demo
        if (!(state.pruned && e instanceof AppError && e.errorCode === ContentErrors.SECTION_PAYLOAD_INVALID().errorCode)) throw e;
        skipped++;
      }
    }
  }
  ctx.log(`content: ${sections} sections created on ${PAGE_KEYS.length} pages${skipped ? `, ${skipped} left out for want of their images` : ''}`);
}
