import { definePlugin } from '../../core/plugin.js';
import { blogAdmin } from './admin.js';
import { blogDashboard } from './panel-dashboard.js';
import { BlogCategoriesAdminController } from './blog-categories-admin.controller.js';
import { BlogPostsAdminController } from './blog-posts-admin.controller.js';
import { BlogMobileController, BlogPublicController } from './blog-public.controllers.js';
import { blogDemo } from './demo.js';
import { BlogCategory } from './entities/blog-category.entity.js';
import { BlogPostFaq } from './entities/blog-post-faq.entity.js';
import { BlogPostVideo } from './entities/blog-post-video.entity.js';
import { BlogPost } from './entities/blog-post.entity.js';
import { blogMigrations } from './migrations/index.js';

export { blog } from './blog-context.js';

export default definePlugin({
  name: 'blog',
  requires: ['accounts', 'seo'],
  permissions: ['Blog'],
  entities: [BlogCategory, BlogPost, BlogPostFaq, BlogPostVideo],
  migrations: blogMigrations,
  controllers: [BlogPostsAdminController, BlogCategoriesAdminController, BlogPublicController, BlogMobileController],
  admin: blogAdmin,
  demo: blogDemo,
  dashboard: blogDashboard,
});
