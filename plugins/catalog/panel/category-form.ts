import { IsOptional, IsString, Matches } from 'class-validator';
import { withTransaction } from '../../../core/db/transaction.js';
import { panelForm } from '../../../core/panel/panel-reads.js';
import { formValue, type PanelResourceSpec } from '../../../core/panel/resource-spec.js';
import { catalog } from '../catalog-context.js';
import { CreateCategoryDto, UpdateCategoryDto } from '../dto/category.dto.js';
import { UUID_V7 } from '../dto/common.dto.js';
import { categoryRow, rawCategory } from './catalog-reads.js';

const text = (v: unknown) => formValue.optional(v);
const nullable = (v: unknown) => formValue.nullable(v);

/** The panel edit form may change the parent: that part runs as the move use case. */
class PanelUpdateCategoryDto extends UpdateCategoryDto {
  @IsOptional()
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7' })
  parentId?: string | null;
}

/** A category's create and edit forms, through the services (an edit that changes the parent is also a move). */
export const categoryWrites: Pick<PanelResourceSpec, 'create' | 'update'> = {
  create: {
    dto: CreateCategoryDto,
    input: (p) => ({
      name: text(p.name),
      slug: text(p.slug),
      parentId: text(p.parentId),
      displayOrder: panelForm.int(p.displayOrder),
      isVisible: panelForm.bool(p.isVisible),
      description: text(p.description),
      imageUrl: text(p.imageUrl),
      imageAlt: text(p.imageAlt),
      seoTitle: text(p.seoTitle),
      seoDescription: text(p.seoDescription),
    }),
    run: async (dto: CreateCategoryDto) => categoryRow(await rawCategory((await catalog.categories.create(dto)).publicId)),
  },
  update: {
    dto: PanelUpdateCategoryDto,
    input: (p) => ({
      name: text(p.name),
      slug: text(p.slug),
      parentId: p.parentId === undefined ? undefined : nullable(p.parentId),
      displayOrder: panelForm.int(p.displayOrder),
      isVisible: panelForm.bool(p.isVisible),
      description: nullable(p.description),
      imageUrl: nullable(p.imageUrl),
      imageAlt: nullable(p.imageAlt),
      seoTitle: nullable(p.seoTitle),
      seoDescription: nullable(p.seoDescription),
    }),
    run: async (publicId, dto: PanelUpdateCategoryDto) => {
      const { parentId, ...fields } = dto;
      // one transaction: a refused field (e.g. a taken slug) leaves the category where it was; the services
      // drop the cached storefront reads once it has committed
      await withTransaction(async () => {
        const current = await catalog.categories.detail(publicId);
        if (parentId !== undefined && parentId !== current.parentId) await catalog.categories.move(publicId, parentId);
        await catalog.categories.update(publicId, fields);
      });
      return categoryRow(await rawCategory(publicId));
    },
  },
};
