import { Body, Delete, Get, HttpCode, JsonController, Post, Put, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { blog } from './blog-context.js';
import { BlogCategoryListQuery, CreateBlogCategoryDto, UpdateBlogCategoryDto } from './dto/category.dto.js';
import { BlogErrors } from './errors.js';
import { ParseBlogId } from './params.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { BlogCategoryDetailResponse, BlogCategoryResponse } from './dto/blog.response.js';

@JsonController('/api/admin/blog/categories')
@ApiTag('Blog categories (admin)', "Editing the blog's categories")
export class BlogCategoriesAdminController {
  @Get('/')
  @Operation({ id: 'listBlogCategories', summary: 'List blog categories', returns: offsetPageOf(BlogCategoryResponse) })
  @Permission('Blog_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: BlogCategoryListQuery) {
    const { rows, count, list } = await blog.categories.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getBlogCategory', summary: 'Get a blog category', returns: BlogCategoryDetailResponse })
  @Permission('Blog_READ')
  @RateLimit('ADMIN_READ')
  @Throws(BlogErrors.CATEGORY_NOT_FOUND)
  async get(@ParseBlogId('id') id: string) {
    return ok(await blog.categories.view(id));
  }

  @Post('/')
  @Operation({ id: 'createBlogCategory', summary: 'Create a blog category', returns: BlogCategoryDetailResponse })
  @HttpCode(201)
  @Permission('Blog_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.CATEGORY_SLUG_ALREADY_EXISTS)
  async create(@Body() body: CreateBlogCategoryDto) {
    return ok(await blog.categories.create(body), 'Blog category created');
  }

  @Put('/:id')
  @Operation({ id: 'updateBlogCategory', summary: 'Update a blog category', returns: BlogCategoryDetailResponse })
  @Permission('Blog_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.CATEGORY_NOT_FOUND, BlogErrors.CATEGORY_SLUG_ALREADY_EXISTS)
  async update(@ParseBlogId('id') id: string, @Body() body: UpdateBlogCategoryDto) {
    return ok(await blog.categories.update(id, body), 'Blog category updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteBlogCategory', summary: 'Delete an empty blog category', returns: null })
  @Permission('Blog_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(BlogErrors.CATEGORY_NOT_FOUND, BlogErrors.CATEGORY_NOT_EMPTY)
  async remove(@ParseBlogId('id') id: string) {
    await blog.categories.remove(id);
    return ok(null, 'Blog category deleted');
  }
}
