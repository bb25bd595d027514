import { NoReadyAnswer, readyAnswerOf, type ReadyAnswer } from '../../core/cache/ready-answer.js';
import { withTransaction } from '../../core/db/transaction.js';
import { ok } from '../../core/http/envelope.js';
import { platform } from '../../core/platform.js';
import { seo, type SeoView } from '../seo/index.js';
import type { PutSectionDto, UpdatePageMetaDto } from './dto/content.dto.js';
import { ContentErrors } from './errors.js';
import { DEFAULT_TITLES, isPageKey, isSectionKey, sectionAllowed, type PageKey, type SectionKey } from './keys.js';
import { toCachedPage, toSectionView, type CachedPage, type PageView, type SectionView } from './mappers.js';
import * as pages from './content.repository.js';
import { PayloadValidator } from './schemas/payload-validator.js';

const PUBLIC_CACHE_SECONDS = 300;
const publicKey = (pageKey: PageKey) => `content:page:${pageKey}`;
/** the public answer as bytes ready to send, of a page that links no SEO record (one that does reads it per answer) */
const readyKey = (pageKey: PageKey) => `content:ready:${pageKey}`;

/** Page content: admin reads and writes, public reads through a cache every write invalidates. */
export class ContentService {
  private payloads = new PayloadValidator([]);

  /** The asset origins image URLs must come from (configuration; the plugin's onStart). */
  configure(settings: { assetOrigins: readonly string[] }): void {
    this.payloads = new PayloadValidator(settings.assetOrigins);
  }

  /** A page with every section (enabled or not); creates its row with the default title when absent. */
  async adminView(pageKey: string): Promise<PageView> {
    const key = this.pageKey(pageKey);
    const { page, sections, created } = await withTransaction(async () => {
      const { page, created } = await pages.ensurePage(key, DEFAULT_TITLES[key]);
      return { page, created, sections: await pages.listSections(page.id, false) };
    });
    if (created) await this.invalidate(key);
    return this.withSeo(toCachedPage(page, sections));
  }

  /** The public projection: enabled sections only; 404 while the page has no row. */
  async publicView(pageKey: string): Promise<PageView> {
    const cached = await this.cachedPage(this.pageKey(pageKey));
    if (!cached) throw ContentErrors.NOT_FOUND();
    return this.withSeo(cached);
  }

  /**
   * The public answer (`ok(publicView)`) as bytes ready to send: kept in the cache for a page that links no SEO
   * record (an SEO edit must show at once, so a linked record is read per answer, and that answer is built anew).
   */
  async readyPublicView(pageKey: string): Promise<ReadyAnswer> {
    const key = this.pageKey(pageKey);
    try {
      return await platform()
        .cache.partition('content')
        .wrapReady(readyKey(key), PUBLIC_CACHE_SECONDS, async () => {
          const cached = await this.cachedPage(key);
          if (!cached || cached.seoId) throw new NoReadyAnswer();
          return ok<PageView>({ ...cached, seo: null });
        });
    } catch (e) {
      if (!(e instanceof NoReadyAnswer)) throw e;
      return readyAnswerOf(JSON.stringify(ok(await this.publicView(pageKey))));
    }
  }

  /** readyPublicView when it is in the cache. */
  cachedPublicView(pageKey: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    if (!isPageKey(pageKey)) return undefined;
    return platform().cache.partition('content').findReady(readyKey(pageKey));
  }

  private cachedPage(key: PageKey): Promise<CachedPage | null> {
    return platform()
      .cache.partition('content')
      .wrap<CachedPage | null>(publicKey(key), PUBLIC_CACHE_SECONDS, async () => {
        const page = await pages.findPage(key);
        return page ? toCachedPage(page, await pages.listSections(page.id, true)) : null;
      });
  }

  /** Title and/or seoId; only the fields given change, seoId null clears the link. */
  async updateMeta(pageKey: string, dto: UpdatePageMetaDto): Promise<PageView> {
    const key = this.pageKey(pageKey);
    if (typeof dto.seoId === 'string' && !(await seo.get(dto.seoId))) throw ContentErrors.SEO_NOT_FOUND();
    const fields = { title: dto.title?.trim(), seoId: dto.seoId };
    const view = await withTransaction(async () => {
      const { page } = await pages.ensurePage(key, DEFAULT_TITLES[key]);
      const nothingGiven = fields.title === undefined && fields.seoId === undefined;
      const updated = nothingGiven ? page : await pages.updatePageMeta(page.id, fields);
      return toCachedPage(updated, await pages.listSections(page.id, false));
    });
    await this.invalidate(key);
    return this.withSeo(view);
  }

  /** Creates or replaces one section; the payload is checked against its schema before anything is written. */
  async putSection(pageKey: string, sectionKey: string, dto: PutSectionDto): Promise<SectionView> {
    const key = this.pageKey(pageKey);
    const section = this.sectionKey(key, sectionKey);
    const problems = this.payloads.check(section, dto.payload);
    if (problems.length) {
      const summary = problems.map((p) => `${p.field} ${p.problems.join(', ')}`).join('; ');
      throw ContentErrors.SECTION_PAYLOAD_INVALID(problems, `The section payload is invalid: ${summary}`);
    }
    const payload = dto.payload as Record<string, unknown>;
    const row = await withTransaction(async () => {
      const page = await pages.touchPage(key, DEFAULT_TITLES[key]);
      return pages.upsertSection(page.id, section, { position: dto.position, isEnabled: dto.isEnabled, payload });
    });
    await this.invalidate(key);
    return toSectionView(row);
  }

  async deleteSection(pageKey: string, sectionKey: string): Promise<void> {
    const key = this.pageKey(pageKey);
    const section = this.sectionKey(key, sectionKey);
    await withTransaction(async () => {
      const page = await pages.lockPage(key);
      if (!page || !(await pages.deleteSection(page.id, section))) throw ContentErrors.NOT_FOUND();
      await pages.bumpPage(page.id);
    });
    await this.invalidate(key);
  }

  private pageKey(value: string): PageKey {
    if (!isPageKey(value)) throw ContentErrors.NOT_FOUND(undefined, 'There is no page with this key');
    return value;
  }

  private sectionKey(page: PageKey, value: string): SectionKey {
    if (!isSectionKey(value)) throw ContentErrors.SECTION_KEY_INVALID(undefined, 'There is no section with this key');
    if (!sectionAllowed(page, value)) throw ContentErrors.SECTION_KEY_INVALID(undefined, `The ${page} page does not take a ${value} section`);
    return value;
  }

  private async withSeo(page: CachedPage): Promise<PageView> {
    const record: SeoView | null = page.seoId ? await seo.get(page.seoId) : null;
    return { ...page, seo: record };
  }

  private async invalidate(pageKey: PageKey): Promise<void> {
    await platform().cache.partition('content').del(publicKey(pageKey));
    await platform().cache.partition('content').del(readyKey(pageKey));
  }
}
