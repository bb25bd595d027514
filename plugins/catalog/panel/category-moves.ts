import { ValidateIf, IsString, Matches } from 'class-validator';
import { withTransaction } from '../../../core/db/transaction.js';
import { formValue, type PanelRecordAction } from '../../../core/panel/resource-spec.js';
import { catalog } from '../catalog-context.js';
import { MoveCategoryDto } from '../dto/category.dto.js';
import { ReorderDto, UUID_V7 } from '../dto/common.dto.js';
import { refetch } from './catalog-reads.js';

/** The tree page's drop between two siblings: the new parent (null: the top level) and its children's new order. */
class PanelPlaceCategoryDto extends ReorderDto {
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7 or null' })
  parentId: string | null;
}

/** The moves of a category: the tree page's drag and drop and "Move to" picker, and the move to the top level. */
export const moveActions: Record<string, PanelRecordAction> = {
  // the tree page's drag and drop and "Move to" picker (the same use case as PATCH /{id}/move)
  moveUnder: {
    permission: 'UPDATE',
    label: 'Move',
    isVisible: () => false,
    form: { dto: MoveCategoryDto, input: (p) => ({ parentId: p.parentId === '' || p.parentId === null ? null : p.parentId }) },
    run: async (publicId, dto: MoveCategoryDto) => {
      await catalog.categories.move(publicId, dto.parentId);
      return refetch('Categories', publicId);
    },
    successMessage: 'The category is moved',
  },
  // the tree page's drop between two siblings: the move (when the parent changes), then the order, as
  // PATCH /{id}/move and PATCH /reorder do, in one transaction: a refused order leaves the category where it was
  placeAmong: {
    permission: 'UPDATE',
    label: 'Place',
    isVisible: () => false,
    form: {
      dto: PanelPlaceCategoryDto,
      input: (p) => ({
        parentId: p.parentId === '' || p.parentId === null ? null : p.parentId,
        publicIds: typeof p.publicIds === 'string' ? p.publicIds.split(',').filter(Boolean) : formValue.list(p.publicIds),
      }),
    },
    run: async (publicId, dto: PanelPlaceCategoryDto) => {
      await withTransaction(async () => {
        const current = await catalog.categories.detail(publicId);
        if (current.parentId !== dto.parentId) await catalog.categories.move(publicId, dto.parentId);
        await catalog.categories.reorder(dto.publicIds);
      });
      return refetch('Categories', publicId);
    },
    successMessage: 'The category is placed',
  },
  moveToRoot: {
    permission: 'UPDATE',
    label: 'Move to the top level',
    icon: 'CornerLeftUp',
    confirm: 'Move this category (with its subcategories) to the top level?',
    isVisible: (row) => !row.deletedAt && !!row.parentId,
    run: async (publicId) => {
      await catalog.categories.move(publicId, null);
      return refetch('Categories', publicId);
    },
    successMessage: 'The category is now at the top level',
  },
};
