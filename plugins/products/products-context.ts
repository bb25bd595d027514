import { ProductFacetService } from './product-facets.service.js';
import { ProductService } from './product.service.js';
import { VariantService } from './variant.service.js';
import { InventoryService } from './inventory.service.js';
import { commit, commitAvailable, hold, release, restock } from './stock.js';
import { lookupVariants } from './variant-lookup.js';

const productService = new ProductService();

/** The products plugin's services: what the routes, the admin panel and other plugins call. */
export const products = {
  products: productService,
  facets: new ProductFacetService(productService),
  variants: new VariantService(),
  /** admin stock moves and the ledger */
  inventory: new InventoryService(),
  /** stock for other plugins, inside the caller's transaction, idempotent by ref */
  stock: { hold, release, commit, commitAvailable, restock },
  /** variants by public id with prices, stock and purchasability (the live deal: pricing.forVariants) */
  lookup: lookupVariants,
};
