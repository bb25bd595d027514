import type { AdminContext } from '../../core/plugin.js';
import { couponsResource } from './admin-coupons.js';

/** `admin` of the promotions manifest: the coupons. */
export function promotionsAdmin(_ctx: AdminContext): unknown[] {
  return [couponsResource()];
}
