import { Reviews1764880001000 } from './1764880001000-reviews.js';

/** The reviews plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const reviewsMigrations: Function[] = [Reviews1764880001000];
