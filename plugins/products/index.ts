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
import { registerProductTagUsage } from './tag-usage.js';
import { VariantAdminController } from './variant-admin.controller.js';
import { InventoryAdminController } from './inventory-admin.controller.js';

// the public surface other plugins (cart, checkout, orders, reviews...) use
export { PRODUCT_CREATED, PRODUCT_RESTORED, type ProductEventPayload } from './topics.js';
export { ProductErrors } from './errors.js';
// storefront cache: wrap reads in cachedProductRead; writes go through writeProducts (drops it after commit)
export { products } from './products-context.js';
export type { StockLine, Shortfall, HeldLine, HoldResult, CommitResult } from './stock.js';
export type { VariantInfo } from './variant-lookup.js';
export { cachedProductRead, invalidateProductReads, onProductsChanged, writeProducts } from './products-cache.js';

export default definePlugin({
  name: 'products',
  requires: ['accounts', 'catalog', 'seo'],
  permissions: ['Products', 'Deals'],
  entities: [Product, ProductVariant, InventoryMovement, InventoryHold, ProductTag, Deal, DealProduct, DealCategory, DealBrand],
  migrations: productsMigrations,
  // literal segments first: /bulk/* and /jobs/* must come before the /{publicId} routes
  controllers: [...productJobs.controllers, ProductBulkAdminController, ProductAdminController, VariantAdminController, InventoryAdminController],
  admin: (ctx) => productsAdmin(ctx),
  demo: productsDemo,
  dashboard: productsDashboard,
  onStart() {
    registerProductTagUsage();
    productJobs.onStart();
  },
});
