import { availablePlugins } from '../../plugins/index.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

/** Small request helpers for the blog suites. */
export function blogApi(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    createCategory: async (body: Record<string, unknown>) => {
      const res = await t.http.post('/api/admin/blog/categories').set(auth).send(body);
      if (res.status !== 201) throw new Error(`category: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { id: number; slug: string; name: string };
    },
    createPost: async (body: Record<string, unknown>) => {
      const res = await t.http.post('/api/admin/blog/posts').set(auth).send(body);
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { id: number; slug: string; status: string } & Record<string, any>;
    },
    createSeo: async (title = 'SEO title') => {
      const res = await t.http.post('/api/admin/seo').set(auth).send({ title });
      if (res.status !== 201) throw new Error(`seo: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    },
    publish: (id: number) => t.http.post(`/api/admin/blog/posts/${id}/publish`).set(auth),
    unpublish: (id: number) => t.http.post(`/api/admin/blog/posts/${id}/unpublish`).set(auth),
    getPost: (id: number) => t.http.get(`/api/admin/blog/posts/${id}`).set(auth),
    put: (id: number, body: Record<string, unknown>) => t.http.put(`/api/admin/blog/posts/${id}`).set(auth).send(body),
  };
}

/** The row counts of the blog tables, to show a refused request changed nothing. */
export async function blogTableCounts(t: TestApp) {
  const [row] = await t.bazaar.dataSource.query(`SELECT
    (SELECT count(*) FROM blog_posts)::int AS posts, (SELECT count(*) FROM blog_categories)::int AS categories,
    (SELECT count(*) FROM blog_post_faqs)::int AS faqs, (SELECT count(*) FROM blog_post_videos)::int AS videos,
    (SELECT count(*) FROM slugs WHERE scope LIKE 'blog_%')::int AS slugs`);
  return row as { posts: number; categories: number; faqs: number; videos: number; slugs: number };
}

/** Only what the blog needs: the suites do not depend on the other plugins' state. */
export const BLOG_PLUGINS = availablePlugins.filter((p) => ['accounts', 'seo', 'blog'].includes(p.name));
