import { Promotions1764300001000 } from './1764300001000-promotions.js';

/** The promotions plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const promotionsMigrations: Function[] = [Promotions1764300001000];
