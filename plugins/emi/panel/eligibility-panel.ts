import { definePanelResource, formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { EligibleCategoriesDto, EligibleProductsDto } from '../dto/eligibility.dto.js';
import { emi } from '../emi-context.js';
import { EMI_NAV, pageOf } from './panel-common.js';

/* The eligibility lists in the panel (used in the "selected" mode): categories and products picked by name. */

type Kind = 'category' | 'product';

const LISTS = {
  category: {
    id: 'EmiEligibleCategories',
    label: 'EMI categories',
    reference: 'Categories',
    rows: () => emi.eligibility.categories(),
    dto: EligibleCategoriesDto,
    input: (p: Record<string, unknown>) => ({ categoryIds: [formValue.optional(p.pick)] }),
    add: (dto: EligibleCategoriesDto) => emi.eligibility.addCategories(dto.categoryIds),
    idOf: (dto: EligibleCategoriesDto) => dto.categoryIds[0],
    remove: (id: string) => emi.eligibility.removeCategory(id),
  },
  product: {
    id: 'EmiEligibleProducts',
    label: 'EMI products',
    reference: 'Products',
    rows: () => emi.eligibility.products(),
    dto: EligibleProductsDto,
    input: (p: Record<string, unknown>) => ({ productIds: [formValue.optional(p.pick)] }),
    add: (dto: EligibleProductsDto) => emi.eligibility.addProducts(dto.productIds),
    idOf: (dto: EligibleProductsDto) => dto.productIds[0],
    remove: (id: string) => emi.eligibility.removeProduct(id),
  },
};

function eligibilityResource(kind: Kind) {
  const list = LISTS[kind];
  const rows = async (): Promise<PanelRow[]> => (await list.rows()).map((r) => ({ id: r.id, name: r.name, pick: r.id }));
  return definePanelResource({
    id: list.id,
    module: 'Emi',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isEditable: false },
      { path: 'pick', reference: list.reference },
    ],
    options: {
      navigation: EMI_NAV,
      listProperties: ['name'],
      showProperties: ['name'],
      editProperties: ['pick'],
      translations: { en: { labels: { [list.id]: list.label }, properties: { pick: kind === 'category' ? 'Category (its subtree counts too)' : 'Product' } } },
    },
    find: async (q) => pageOf(await rows(), q),
    count: async () => (await rows()).length,
    findMany: async (ids) => (await rows()).filter((r) => ids.includes(r.id)),
    create: {
      dto: list.dto,
      input: list.input,
      run: async (dto: any) => {
        await list.add(dto);
        return (await rows()).find((r) => r.id === list.idOf(dto).toLowerCase())!;
      },
    },
    remove: async (id) => void (await list.remove(id)),
  });
}

export const emiEligibleCategoriesResource = () => eligibilityResource('category');
export const emiEligibleProductsResource = () => eligibilityResource('product');
