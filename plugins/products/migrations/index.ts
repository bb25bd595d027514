import { Products1764000001000 } from './1764000001000-products.js';

/** The products plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const productsMigrations: Function[] = [Products1764000001000];
