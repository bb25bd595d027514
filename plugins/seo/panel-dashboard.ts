import type { DashboardTile } from '../../core/panel/dashboard.js';

/**
 * `dashboard` of the seo manifest: none. SEO records belong to the pages, posts and products that name them; how
 * many there are is nothing a shop owner looks at on the home page (the SEO list is in the navigation).
 */
export function seoDashboard(): DashboardTile[] {
  return [];
}
