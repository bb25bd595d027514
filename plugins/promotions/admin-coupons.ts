import { definePanelResource, type PanelProperty, type PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { restoreAction } from '../../core/panel/restore-action.js';
import { couponReads, refetchCoupon } from './admin-coupon-reads.js';
import { couponInput, createCouponInput } from './admin-coupon-form.js';
import { CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { COUPON_KINDS, COUPON_SCOPES } from './entities/coupon.entity.js';
import { coupons } from './promotions-context.js';

/*
 * Coupons in the admin panel: listed by code with the kind and value in words, the usage (used / held /
 * limit) and the scope's targets by name; edited with pickers by name; every write, delete and restore
 * goes through the coupons service with its rules.
 */

const COUPON_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'code', isTitle: true, isSortable: true },
  { path: 'name', isSortable: true },
  {
    path: 'kind',
    availableValues: [...COUPON_KINDS],
    labels: { percentage: 'Percentage', fixed: 'Fixed amount', free_shipping: 'Free shipping' },
    isSortable: true,
    defaultValue: 'percentage',
  },
  { path: 'value', isEditable: false },
  { path: 'valueBps', percent: true },
  { path: 'amount', money: true },
  { path: 'maxDiscount', money: true },
  { path: 'minSubtotal', money: true },
  { path: 'startsAt', type: 'datetime' },
  { path: 'endsAt', type: 'datetime', isSortable: true },
  { path: 'usageLimit', type: 'number' },
  { path: 'perCustomerLimit', type: 'number' },
  { path: 'usage', isEditable: false },
  { path: 'usedCount', type: 'number', isEditable: false, isSortable: true },
  { path: 'heldCount', type: 'number', isEditable: false },
  {
    path: 'scope',
    availableValues: [...COUPON_SCOPES],
    labels: { all: 'Every item', categories: 'Categories', brands: 'Brands', products: 'Products' },
    defaultValue: 'all',
  },
  { path: 'scopeTargets', isEditable: false },
  { path: 'categoryPublicIds', isArray: true, reference: 'Categories' },
  { path: 'brandPublicIds', isArray: true, reference: 'Brands' },
  { path: 'productPublicIds', isArray: true, reference: 'Products' },
  { path: 'isActive', type: 'boolean', defaultValue: true },
  { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime', isEditable: false },
  { path: 'deletedAt', type: 'datetime', isEditable: false },
  { path: 'deleted', type: 'boolean', isEditable: false },
];

const COUPON_OPTIONS: PanelResourceSpec['options'] = {
  navigation: { name: 'Promotions', icon: 'Percent' },
  sort: { sortBy: 'code', direction: 'asc' },
  listProperties: ['code', 'name', 'kind', 'value', 'usage', 'scopeTargets', 'endsAt', 'isActive'],
  showProperties: [
    'code',
    'name',
    'kind',
    'value',
    'minSubtotal',
    'startsAt',
    'endsAt',
    'usage',
    'perCustomerLimit',
    'scope',
    'scopeTargets',
    'categoryPublicIds',
    'brandPublicIds',
    'productPublicIds',
    'isActive',
    'createdAt',
    'updatedAt',
    'deletedAt',
  ],
  editProperties: [
    'code',
    'name',
    'kind',
    'valueBps',
    'amount',
    'maxDiscount',
    'minSubtotal',
    'startsAt',
    'endsAt',
    'usageLimit',
    'perCustomerLimit',
    'scope',
    'categoryPublicIds',
    'brandPublicIds',
    'productPublicIds',
    'isActive',
  ],
  filterProperties: ['code', 'kind', 'isActive', 'deleted'],
  properties: {
    valueBps: { description: 'Percentage coupons only: percent, 0.01 to 100, e.g. 20 or 12.5' },
    amount: { description: 'Fixed coupons only: rupees off, e.g. 500 or 499.50' },
    maxDiscount: { description: 'Percentage coupons only: the most it takes off, in rupees' },
    minSubtotal: { description: 'In rupees; the basket must reach it' },
    usageLimit: { description: 'Total uses (slots); empty for no limit' },
    categoryPublicIds: { description: 'Scope "categories": each covers its whole subtree' },
  },
  translations: {
    en: {
      properties: {
        code: 'Code',
        value: 'Value',
        startsAt: 'Starts at',
        endsAt: 'Ends at',
        valueBps: 'Percent',
        amount: 'Amount off',
        maxDiscount: 'Most taken off',
        minSubtotal: 'Minimum subtotal',
        usage: 'Usage (used / held / limit)',
        scopeTargets: 'Applies to',
        categoryPublicIds: 'Categories',
        brandPublicIds: 'Brands',
        productPublicIds: 'Products',
        isActive: 'Active',
        usedCount: 'Used',
        heldCount: 'Held',
      },
    },
  },
};

export function couponsResource() {
  return definePanelResource({
    id: 'Coupons',
    module: 'Promotions',
    properties: COUPON_PROPERTIES,
    options: COUPON_OPTIONS,
    ...couponReads,
    create: {
      dto: CreateCouponDto,
      input: createCouponInput,
      run: async (dto: CreateCouponDto) => refetchCoupon((await coupons.create(dto)).publicId),
    },
    update: {
      dto: UpdateCouponDto,
      input: couponInput,
      run: async (publicId, dto: UpdateCouponDto) => {
        await coupons.update(publicId, dto);
        return refetchCoupon(publicId);
      },
    },
    errorFields: { COUPON_CODE_ALREADY_EXISTS: 'code' },
    remove: (publicId) => coupons.remove(publicId),
    recordActions: {
      restore: restoreAction('coupon', async (publicId) => {
        await coupons.restore(publicId);
        return refetchCoupon(publicId);
      }),
    },
  });
}
