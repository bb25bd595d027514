import { BlogCategoryService } from './blog-category.service.js';
import { BlogPostService } from './blog-post.service.js';

const categories = new BlogCategoryService();

/** The blog plugin's services, shared by its routes and its admin panel resources. */
export const blog = { categories, posts: new BlogPostService(categories) };
