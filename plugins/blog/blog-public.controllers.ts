import { Get, JsonController, Param, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { blog } from './blog-context.js';
import { BlogSearchQuery } from './dto/post.dto.js';
import { BlogErrors } from './errors.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { BlogPostListItemResponse, PublicBlogCategoryResponse, PublicBlogPostResponse } from './dto/blog.response.js';

/*
 * The public blog, served identically on the storefront (/api/blogs) and mobile (/api/mobile/blogs)
 * surfaces; /categories comes before /:slug so it is matched first.
 */
function blogPublicController(base: string, surface: 'web' | 'mobile') {
  const S = surface === 'web' ? 'Public' : 'Mobile';

  @JsonController(base)
  @ApiTag(surface === 'web' ? 'Blog' : 'Blog (mobile)', `The published blog on the ${surface === 'web' ? 'web storefront' : 'mobile app'} surface`)
  class BlogPublicController {
    @Get('/')
    @Operation({ id: `list${S}BlogPosts`, summary: 'List published blog posts', returns: offsetPageOf(BlogPostListItemResponse) })
    @RateLimit('PUBLIC_READ')
    async list(@QueryParams() q: BlogSearchQuery) {
      const { rows, count, list } = await blog.posts.publicList(q);
      return offsetPage(rows, count, list.page, list.size, list.paginated);
    }

    @Get('/categories')
    @Operation({ id: `list${S}BlogCategories`, summary: 'List the blog categories that have published posts', returns: [PublicBlogCategoryResponse] })
    @RateLimit('PUBLIC_READ')
    async categories() {
      return ok(await blog.categories.published());
    }

    @Get('/:slug')
    @Operation({ id: `get${S}BlogPost`, summary: 'Get a published blog post by slug', returns: PublicBlogPostResponse })
    @RateLimit('PUBLIC_READ')
    @Throws(BlogErrors.POST_NOT_FOUND)
    async detail(@Param('slug') slug: string) {
      return ok(await blog.posts.publicDetail(slug));
    }
  }
  return BlogPublicController;
}

export const BlogPublicController = surfaceController('BlogPublicController', blogPublicController('/api/blogs', 'web'));
export const BlogMobileController = surfaceController('BlogMobileController', blogPublicController('/api/mobile/blogs', 'mobile'));
