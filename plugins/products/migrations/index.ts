import { Products1764000001000 } from './1764000001000-products.js';
import { StorefrontSearch1764100001000 } from './1764100001000-storefront-search.js';

/** The products plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const productsMigrations: Function[] = [Products1764000001000, StorefrontSearch1764100001000];
