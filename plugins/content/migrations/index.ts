import { Content1763800007000 } from './1763800007000-content.js';
import { ContentSnakeCaseColumns1763800017004 } from './1763800017004-snake-case-columns.js';

/** The content plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const contentMigrations: Function[] = [Content1763800007000, ContentSnakeCaseColumns1763800017004];
