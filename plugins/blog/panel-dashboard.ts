import { repo } from '../../core/db/transaction.js';
import type { DashboardTile } from '../../core/panel/dashboard.js';
import { BlogCategory } from './entities/blog-category.entity.js';
import { BlogPost } from './entities/blog-post.entity.js';

/** `dashboard` of the blog manifest. */
export function blogDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Blog posts', resourceId: 'BlogPosts', module: 'Blog', count: () => repo(BlogPost).count() },
    { kind: 'count', label: 'Blog categories', resourceId: 'BlogCategories', module: 'Blog', count: () => repo(BlogCategory).count() },
    { kind: 'shortcut', label: 'New blog post', resourceId: 'BlogPosts', module: 'Blog' },
  ];
}
