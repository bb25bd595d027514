import { SeoService } from './seo.service.js';

/** The one service the routes, the panel and the public `seo` surface share (stateless). */
export const seoService = new SeoService();
