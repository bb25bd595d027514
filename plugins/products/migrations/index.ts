import { Products1764000001000 } from './1764000001000-products.js';
import { ProductSlugLength1764000002000 } from './1764000002000-product-slug-length.js';
import { StorefrontSearch1764100001000 } from './1764100001000-storefront-search.js';
import { ProductsTopicNames1764840032000 } from './1764840032000-topic-names.js';

/** The products plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const productsMigrations: Function[] = [
  Products1764000001000,
  ProductSlugLength1764000002000,
  StorefrontSearch1764100001000,
  ProductsTopicNames1764840032000,
];
