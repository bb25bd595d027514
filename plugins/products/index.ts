import { definePlugin } from '../../core/plugin.js';
import { productsAdmin } from './admin.js';
import { productsDemo } from './demo.js';
import { productsDashboard } from './panel-dashboard.js';
import { Deal } from './entities/deal.entity.js';
import { DealBrand } from './entities/deal-brand.entity.js';
import { DealCategory } from './entities/deal-category.entity.js';
import { DealProduct } from './entities/deal-product.entity.js';
import { InventoryHold } from './entities/inventory-hold.entity.js';
import { InventoryMovement } from './entities/inventory-movement.entity.js';
import { ProductTag } from './entities/product-tag.entity.js';
import { ProductVariant } from './entities/product-variant.entity.js';
import { Product } from './entities/product.entity.js';
import { productJobs } from './jobs/index.js';
import { productsMigrations } from './migrations/index.js';
import { ProductAdminController, ProductBulkAdminController } from './product-admin.controller.js';
import { productTagUsage } from './tag-usage.js';
import { searchTextOnRename } from './catalog-renames.js';
import { VariantAdminController } from './variant-admin.controller.js';
import { InventoryAdminController } from './inventory-admin.controller.js';
import { DealsAdminController } from './deals/deals.controller.js';
import { ProductStorefrontController } from './storefront/storefront.controller.js';
import { CATALOG_READS_DROPPED } from '../catalog/index.js';
import { invalidateProductReads } from './products-cache.js';

// the public surface other plugins (cart, checkout, orders, reviews...) use
export { PRODUCT_CREATED, PRODUCT_RESTORED, type ProductEventPayload } from './topics.js';
export { ProductErrors } from './errors.js';
// storefront cache: wrap reads in cachedProductRead; writes go through writeProducts (drops it after commit)
export { products } from './products-context.js';
export type { StockLine, Shortfall, HeldLine, HoldResult, CommitResult, ShortLine } from './stock.js';
export type { VariantInfo } from './variant-lookup.js';
export { cachedProductRead, invalidateProductReads, peekProductReadNow, writeProducts } from './products-cache.js';
// live prices with their deal (cart, checkout): pricing.forVariants(variantPublicIds)
export { pricing, type VariantPrice } from './deals/pricing.js';
export type { DealBlock } from './deals/deal-math.js';
// a product's brand and category path, for scope rules (coupons): productScopes(productPublicIds)
export { productScopes, type ProductScope } from './product-scope.js';
// the scope lists of a create/update body (deals, coupons): productPublicIds, categoryPublicIds, brandPublicIds
export { ProductScopeFields } from './dto/scope-fields.dto.js';
// the one way another plugin locks a product it links to (banners' targets): FOR KEY SHARE, as a foreign key does
export { lockLiveProductForReference } from './reference-locks.js';
// the products in another plugin's SQL (promotions, banners): a FROM item or a join on an id
export { productJoin, productsFrom } from './product-tables.js';
// estimates (emi): a product's live price by variant or default variant; the products a list of products and category subtrees covers
export { productPricePoint, type PricePoint } from './price-point.js';
export { productsInScope, type ScopedProduct } from './products-in-scope.js';
// POS: the counter's product lookup (SKU first, then name prefix) and the variant a line names
export { counterProductSearch, counterVariantOf, type CounterProduct, type CounterVariant, type VariantPick } from './counter-lookup.js';

export default definePlugin({
  name: 'products',
  requires: ['accounts', 'catalog', 'seo'],
  references: ['categories', 'brands', 'brand_series', 'tags'], // foreign keys of our migrations into these owners' tables
  permissions: ['Products', 'Deals'],
  entities: [Product, ProductVariant, InventoryMovement, InventoryHold, ProductTag, Deal, DealProduct, DealCategory, DealBrand],
  migrations: productsMigrations,
  // literal segments first: /bulk/* and /jobs/* must come before the /{publicId} routes
  controllers: [
    ...productJobs.controllers,
    ProductBulkAdminController,
    ProductAdminController,
    VariantAdminController,
    InventoryAdminController,
    DealsAdminController,
    ProductStorefrontController,
  ],
  admin: (ctx) => productsAdmin(ctx),
  demo: productsDemo,
  dashboard: productsDashboard,
  hooks: [
    productTagUsage,
    searchTextOnRename,
    // storefront cards show category visibility, brand names and deal subtrees: a catalog write drops them too
    CATALOG_READS_DROPPED.handle('products.storefront-cache', invalidateProductReads),
  ],
  onStart() {
    productJobs.onStart();
  },
});
