import type { DemoContext } from '../../core/demo/demo-context.js';
import { repo } from '../../core/db/transaction.js';
import { CreateSeoDto } from './dto/seo.dto.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { seoService } from './seo-service-instance.js';

export interface DemoSeo {
  title: string;
  description: string;
  ogImageUrl?: string | null;
}

/**
 * For the demo data of the plugins that reference SEO records (content pages, blog posts): the alive record
 * with exactly this title, else a new one made through the seo service. Its public id.
 */
export async function demoSeoRecord(ctx: DemoContext, seo: DemoSeo): Promise<string> {
  const found = await repo(SeoRecord).findOne({ where: { title: seo.title }, order: { id: 'ASC' } });
  if (found) return found.publicId;
  const dto = await ctx.input(CreateSeoDto, {
    title: seo.title,
    description: seo.description,
    robots: 'index,follow',
    ...(seo.ogImageUrl ? { ogImageUrl: seo.ogImageUrl } : {}),
  });
  return (await seoService.create(dto)).id;
}
