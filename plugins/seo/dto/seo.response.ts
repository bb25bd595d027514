import { field } from '../../../core/http/openapi/response-fields.js';

/** An SEO record as pages and posts show it (seo/index.ts exports it for their response classes). */
export class SeoResponse {
  @field.uuid() id: string;
  @field.string({ nullable: true }) title: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) canonicalUrl: string | null;
  @field.string({ nullable: true, description: 'e.g. `index,follow`' }) robots: string | null;
  @field.string({ nullable: true }) ogImageUrl: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class SeoAdminResponse extends SeoResponse {
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
