import type { BulkResult } from '../../../core/lifecycle/index.js';
import { restoreAction } from '../../../core/panel/restore-action.js';
import type { PanelBulkAction, PanelRecordAction } from '../../../core/panel/resource-spec.js';
import type { ProductStatus } from '../entities/product.entity.js';
import { ProductErrors as E } from '../errors.js';
import { products } from '../products-context.js';
import { currentVersion, refetchProduct } from './product-reads.js';

/** The lifecycle move as a record action (the product's current version: the panel shows the live record). */
function lifecycleAction(status: ProductStatus, label: string, icon: string, offeredFrom: ProductStatus[]): PanelRecordAction {
  return {
    permission: 'UPDATE',
    label,
    icon,
    isVisible: (row) => !row.deletedAt && offeredFrom.includes(row.status as ProductStatus),
    run: async (publicId) => {
      const version = await currentVersion(publicId);
      if (version === undefined) throw E.PRODUCT_NOT_FOUND();
      await products.facets.setLifecycle(publicId, status, version);
      return refetchProduct(publicId);
    },
    successMessage: `The product is now ${status}`,
  };
}

function bulkLifecycle(status: ProductStatus, label: string, icon: string): PanelBulkAction {
  return { permission: 'UPDATE', label, icon, run: (ids) => products.facets.bulkLifecycle(ids, status), done: `moved to ${status}` };
}

/** A product's lifecycle moves, featuring and restore. */
export const PRODUCT_ACTIONS: Record<string, PanelRecordAction> = {
  publish: lifecycleAction('published', 'Publish', 'Eye', ['draft', 'unlisted']),
  unlist: lifecycleAction('unlisted', 'Unlist', 'Link', ['draft', 'published']),
  toDraft: lifecycleAction('draft', 'Back to draft', 'Edit', ['published', 'unlisted', 'archived']),
  archive: lifecycleAction('archived', 'Archive', 'Archive', ['draft', 'published', 'unlisted']),
  feature: {
    permission: 'UPDATE',
    label: 'Feature',
    icon: 'Star',
    isVisible: (row) => !row.deletedAt && row.featured === false && row.status !== 'archived',
    run: async (publicId) => {
      await products.facets.setDiscovery(publicId, { featured: true });
      return refetchProduct(publicId);
    },
    successMessage: 'The product is featured',
  },
  unfeature: {
    permission: 'UPDATE',
    label: 'Stop featuring',
    icon: 'StarOff',
    isVisible: (row) => !row.deletedAt && row.featured === true && row.status !== 'archived',
    run: async (publicId) => {
      await products.facets.setDiscovery(publicId, { featured: false });
      return refetchProduct(publicId);
    },
    successMessage: 'The product is no longer featured',
  },
  restore: restoreAction('product', async (publicId) => {
    await products.products.restore(publicId);
    return refetchProduct(publicId);
  }),
};

/** The same on the selection, through the bulk services (per-item failures). */
export const PRODUCT_BULK_ACTIONS: Record<string, PanelBulkAction> = {
  bulkPublish: bulkLifecycle('published', 'Publish selected', 'Eye'),
  bulkUnlist: bulkLifecycle('unlisted', 'Unlist selected', 'Link'),
  bulkDraft: bulkLifecycle('draft', 'Back to draft', 'Edit'),
  bulkArchive: bulkLifecycle('archived', 'Archive selected', 'Archive'),
  bulkFeature: {
    permission: 'UPDATE',
    label: 'Feature selected',
    icon: 'Star',
    run: (ids) => products.facets.bulkDiscovery(ids, { featured: true }),
    done: 'featured',
  },
  bulkUnfeature: {
    permission: 'UPDATE',
    label: 'Stop featuring selected',
    icon: 'StarOff',
    run: (ids) => products.facets.bulkDiscovery(ids, { featured: false }),
    done: 'no longer featured',
  },
  bulkRestore: {
    permission: 'RESTORE',
    label: 'Restore selected',
    icon: 'RotateCcw',
    run: (ids): Promise<BulkResult> => products.products.bulkRestore(ids),
    done: 'restored',
  },
};
