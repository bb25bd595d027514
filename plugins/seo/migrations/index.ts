import { Seo1763800005000 } from './1763800005000-seo.js';
import { SeoSnakeCaseColumns1763800017005 } from './1763800017005-snake-case-columns.js';
import { SeoTopicNames1764840033000 } from './1764840033000-topic-names.js';

/** The seo plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const seoMigrations: Function[] = [Seo1763800005000, SeoSnakeCaseColumns1763800017005, SeoTopicNames1764840033000];
