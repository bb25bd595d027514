import type { CatalogKind } from './catalog-store.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { Tag } from './entities/tag.entity.js';
import { CatalogErrors } from './errors.js';
import { FlatCatalogService } from './flat-service.js';
import { toTag } from './mappers.js';
import { tagUsage } from './tag-usage.js';
import { entityColumnsSql } from '../../core/db/entity-columns.js';

export const TAG_KIND: CatalogKind = {
  entity: Tag,
  table: 'tags',
  scope: 'tag',
  notFound: CatalogErrors.TAG_NOT_FOUND,
  alreadyDeleted: CatalogErrors.TAG_ALREADY_DELETED,
  notDeleted: CatalogErrors.TAG_NOT_DELETED,
  slugTaken: CatalogErrors.TAG_SLUG_ALREADY_EXISTS,
};

export type TagView = ReturnType<typeof toTag>;

/** Tags: `{name, slug?, isVisible?}`; a tag linked to products (per the CATALOG_TAG_USAGE handlers) cannot be deleted. */
export class TagService extends FlatCatalogService<TagView> {
  constructor() {
    super({
      kind: TAG_KIND,
      editable: ['isVisible'],
      select: `SELECT ${entityColumnsSql(Tag, 't')}, s.slug AS slug FROM tags t ${currentSlugJoin('tag', 't', 's')}`,
      map: toTag,
      async beforeDelete(row) {
        if ((await tagUsage(row.id)) > 0) throw CatalogErrors.TAG_HAS_LINKED_PRODUCTS();
      },
    });
  }
}
