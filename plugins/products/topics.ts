import { defineTopic } from '../../core/jobs/topics.js';

export interface ProductEventPayload {
  /** the product's public id */
  productId: string;
}

/** Published in the transaction that creates a product. */
export const PRODUCT_CREATED = defineTopic<ProductEventPayload>('products.product.created');
/** Published in the transaction that restores a soft-deleted product. */
export const PRODUCT_RESTORED = defineTopic<ProductEventPayload>('products.product.restored');
