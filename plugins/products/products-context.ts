import { ProductFacetService } from './product-facets.service.js';
import { ProductService } from './product.service.js';
import { VariantService } from './variant.service.js';

const productService = new ProductService();

/** The products plugin's services: what the routes, the admin panel and other plugins call. */
export const products = {
  products: productService,
  facets: new ProductFacetService(productService),
  variants: new VariantService(),
};
