import { Blog1763800008000 } from './1763800008000-blog.js';
import { BlogSnakeCaseColumns1763800017002 } from './1763800017002-snake-case-columns.js';

/** The blog plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const blogMigrations: Function[] = [Blog1763800008000, BlogSnakeCaseColumns1763800017002];
