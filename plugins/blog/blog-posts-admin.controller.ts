import { Body, Delete, Get, HttpCode, JsonController, Post, Put, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { blog } from './blog-context.js';
import { AdminBlogPostListQuery, CreateBlogPostDto, UpdateBlogPostDto } from './dto/post.dto.js';
import { BlogErrors } from './errors.js';
import { ParseBlogId } from './params.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { AdminBlogPostListItemResponse, AdminBlogPostResponse } from './dto/blog.response.js';

@JsonController('/api/admin/blog/posts')
@ApiTag('Blog posts (admin)', 'Writing, publishing and unpublishing blog posts')
export class BlogPostsAdminController {
  @Get('/')
  @Operation({ id: 'listBlogPosts', summary: 'List blog posts (any status)', returns: offsetPageOf(AdminBlogPostListItemResponse) })
  @Permission('Blog_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: AdminBlogPostListQuery) {
    const { rows, count, list } = await blog.posts.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getBlogPost', summary: 'Get a blog post', returns: AdminBlogPostResponse })
  @Permission('Blog_READ')
  @RateLimit('ADMIN_READ')
  @Throws(BlogErrors.POST_NOT_FOUND)
  async get(@ParseBlogId('id') id: string) {
    return ok(await blog.posts.view(id));
  }

  @Post('/')
  @Operation({ id: 'createBlogPost', summary: 'Create a blog post', returns: AdminBlogPostResponse })
  @HttpCode(201)
  @Permission('Blog_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.POST_SLUG_ALREADY_EXISTS, BlogErrors.CATEGORY_NOT_FOUND, BlogErrors.SEO_NOT_FOUND)
  async create(@Body() body: CreateBlogPostDto) {
    return ok(await blog.posts.create(body), 'Blog post created');
  }

  @Put('/:id')
  @Operation({ id: 'updateBlogPost', summary: 'Update a blog post', returns: AdminBlogPostResponse })
  @Permission('Blog_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.POST_NOT_FOUND, BlogErrors.POST_SLUG_ALREADY_EXISTS, BlogErrors.CATEGORY_NOT_FOUND, BlogErrors.SEO_NOT_FOUND)
  async update(@ParseBlogId('id') id: string, @Body() body: UpdateBlogPostDto) {
    return ok(await blog.posts.update(id, body), 'Blog post updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteBlogPost', summary: 'Delete a blog post', returns: null })
  @Permission('Blog_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.POST_NOT_FOUND)
  async remove(@ParseBlogId('id') id: string) {
    await blog.posts.remove(id);
    return ok(null, 'Blog post deleted');
  }

  @Post('/:id/publish')
  @Operation({ id: 'publishBlogPost', summary: 'Publish a draft blog post', returns: AdminBlogPostResponse })
  @HttpCode(200)
  @Permission('Blog_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.POST_NOT_FOUND, BlogErrors.POST_INVALID_STATUS_TRANSITION)
  async publish(@ParseBlogId('id') id: string) {
    return ok(await blog.posts.publish(id), 'Blog post published');
  }

  @Post('/:id/unpublish')
  @Operation({ id: 'unpublishBlogPost', summary: 'Take a blog post back to draft', returns: AdminBlogPostResponse })
  @HttpCode(200)
  @Permission('Blog_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.POST_NOT_FOUND, BlogErrors.POST_INVALID_STATUS_TRANSITION)
  async unpublish(@ParseBlogId('id') id: string) {
    return ok(await blog.posts.unpublish(id), 'Blog post unpublished');
  }
}
