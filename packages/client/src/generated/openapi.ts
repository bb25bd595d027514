/*
 * Generated from Bazaar's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run client:generate` after changing a route, a DTO or a response class
 * (test/client/types-up-to-date.test.ts fails until then).
 */

export interface paths {
    "/api/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List admins
         * @description **Permission:** `Admins_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listAdmins"];
        put?: never;
        /**
         * Create an admin
         * @description **Permission:** `Admins_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an admin
         * @description **Permission:** `Admins_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getAdmin"];
        put?: never;
        post?: never;
        /**
         * Delete an admin (soft delete)
         * @description **Permission:** `Admins_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteAdmin"];
        options?: never;
        head?: never;
        /**
         * Update an admin
         * @description **Permission:** `Admins_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateAdmin"];
        trace?: never;
    };
    "/api/admin/admins/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted admin
         * @description **Permission:** `Admins_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/oauth-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the federated sign-in providers and their settings
         * @description **Permission:** `OAuthProviders_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listOAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/oauth-providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a federated sign-in provider's settings
         * @description **Permission:** `OAuthProviders_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getOAuthProvider"];
        /**
         * Save a federated sign-in provider's settings
         * @description **Permission:** `OAuthProviders_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        put: operations["updateOAuthProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog categories
         * @description **Permission:** `Blog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listBlogCategories"];
        put?: never;
        /**
         * Create a blog category
         * @description **Permission:** `Blog_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createBlogCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a blog category
         * @description **Permission:** `Blog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getBlogCategory"];
        /**
         * Update a blog category
         * @description **Permission:** `Blog_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        put: operations["updateBlogCategory"];
        post?: never;
        /**
         * Delete an empty blog category
         * @description **Permission:** `Blog_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteBlogCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog posts (any status)
         * @description **Permission:** `Blog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listBlogPosts"];
        put?: never;
        /**
         * Create a blog post
         * @description **Permission:** `Blog_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a blog post
         * @description **Permission:** `Blog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getBlogPost"];
        /**
         * Update a blog post
         * @description **Permission:** `Blog_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        put: operations["updateBlogPost"];
        post?: never;
        /**
         * Delete a blog post
         * @description **Permission:** `Blog_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft blog post
         * @description **Permission:** `Blog_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["publishBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a blog post back to draft
         * @description **Permission:** `Blog_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["unpublishBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brand series
         * @description **Permission:** `BrandSeries_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listBrandSeries"];
        put?: never;
        /**
         * Create a brand series
         * @description **Permission:** `BrandSeries_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createBrandSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a brand series
         * @description **Permission:** `BrandSeries_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getBrandSeries"];
        put?: never;
        post?: never;
        /**
         * Delete a brand series (soft delete)
         * @description **Permission:** `BrandSeries_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteBrandSeries"];
        options?: never;
        head?: never;
        /**
         * Update a brand series
         * @description **Permission:** `BrandSeries_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateBrandSeries"];
        trace?: never;
    };
    "/api/admin/catalog/brand-series/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted brand series
         * @description **Permission:** `BrandSeries_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreBrandSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Show or hide a brand series
         * @description **Permission:** `BrandSeries_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setBrandSeriesVisibility"];
        trace?: never;
    };
    "/api/admin/catalog/brand-series/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several brand series (up to 100)
         * @description **Permission:** `BrandSeries_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkDeleteBrandSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series/bulk/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore several deleted brand series (up to 100)
         * @description **Permission:** `BrandSeries_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkRestoreBrandSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series/bulk/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show or hide several brand series (up to 100)
         * @description **Permission:** `BrandSeries_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkSetBrandSeriesVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brand-series/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reorder brand series within their parent
         * @description **Permission:** `BrandSeries_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_REORDER`, 30 requests per minute per account
         */
        patch: operations["reorderBrandSeries"];
        trace?: never;
    };
    "/api/admin/catalog/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands
         * @description **Permission:** `Brands_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listBrands"];
        put?: never;
        /**
         * Create a brand
         * @description **Permission:** `Brands_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a brand
         * @description **Permission:** `Brands_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        /**
         * Delete a brand (soft delete)
         * @description **Permission:** `Brands_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteBrand"];
        options?: never;
        head?: never;
        /**
         * Update a brand
         * @description **Permission:** `Brands_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateBrand"];
        trace?: never;
    };
    "/api/admin/catalog/brands/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted brand
         * @description **Permission:** `Brands_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brands/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Show or hide a brand
         * @description **Permission:** `Brands_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setBrandVisibility"];
        trace?: never;
    };
    "/api/admin/catalog/brands/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several brands (up to 100)
         * @description **Permission:** `Brands_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkDeleteBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brands/bulk/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore several deleted brands (up to 100)
         * @description **Permission:** `Brands_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkRestoreBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brands/bulk/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show or hide several brands (up to 100)
         * @description **Permission:** `Brands_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkSetBrandVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/brands/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reorder brands within their parent
         * @description **Permission:** `Brands_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_REORDER`, 30 requests per minute per account
         */
        patch: operations["reorderBrands"];
        trace?: never;
    };
    "/api/admin/catalog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description **Permission:** `Categories_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description **Permission:** `Categories_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category
         * @description **Permission:** `Categories_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        /**
         * Delete a category (soft delete)
         * @description **Permission:** `Categories_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Update a category
         * @description **Permission:** `Categories_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/admin/catalog/categories/{id}/breadcrumbs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category's ancestors, root first, ending with itself
         * @description **Permission:** `Categories_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getCategoryBreadcrumbs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a category under another parent (or to the root)
         * @description **Permission:** `Categories_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["moveCategory"];
        trace?: never;
    };
    "/api/admin/catalog/categories/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted category
         * @description **Permission:** `Categories_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Show or hide a category
         * @description **Permission:** `Categories_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setCategoryVisibility"];
        trace?: never;
    };
    "/api/admin/catalog/categories/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several categories (up to 100)
         * @description **Permission:** `Categories_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkDeleteCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/bulk/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore several deleted categories (up to 100)
         * @description **Permission:** `Categories_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkRestoreCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/bulk/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show or hide several categories (up to 100)
         * @description **Permission:** `Categories_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         */
        post: operations["bulkSetCategoryVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/categories/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reorder categories within their parent
         * @description **Permission:** `Categories_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_REORDER`, 30 requests per minute per account
         */
        patch: operations["reorderCategories"];
        trace?: never;
    };
    "/api/admin/catalog/categories/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the whole category tree (deleted categories left out)
         * @description **Permission:** `Categories_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List catalog import and export jobs
         * @description **Permission:** `Catalog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listCatalogJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a catalog job with its row errors
         * @description **Permission:** `Catalog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getCatalogJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs/{publicId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running catalog job
         * @description **Permission:** `Catalog_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["cancelCatalogJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a catalog export
         * @description **Permission:** `Catalog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_ASYNC_JOB_SUBMIT`, 10 requests per hour per account
         *
         *     **Idempotency-Key** header required (scope `catalog-job-export`): a retry with the same key and body replays the first answer
         */
        post: operations["submitCatalogExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a catalog import from a CSV or XLSX file
         * @description **Permission:** `Catalog_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_ASYNC_JOB_SUBMIT`, 10 requests per hour per account
         *
         *     **Idempotency-Key** header required (scope `catalog-job-import`): a retry with the same key and body replays the first answer
         */
        post: operations["submitCatalogImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/jobs/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the CSV template of an import
         * @description **Permission:** `Catalog_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getCatalogImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description **Permission:** `Tags_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description **Permission:** `Tags_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag
         * @description **Permission:** `Tags_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /**
         * Delete a tag (soft delete)
         * @description **Permission:** `Tags_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update a tag
         * @description **Permission:** `Tags_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/api/admin/catalog/tags/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted tag
         * @description **Permission:** `Tags_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog/tags/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Show or hide a tag
         * @description **Permission:** `Tags_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setTagVisibility"];
        trace?: never;
    };
    "/api/admin/content/pages/{pageKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a content page with all its sections
         * @description **Permission:** `Content_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{pageKey}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a content page's title and SEO record
         * @description **Permission:** `Content_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateContentPageMeta"];
        trace?: never;
    };
    "/api/admin/content/pages/{pageKey}/sections/{sectionKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a section of a content page
         * @description **Permission:** `Content_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        put: operations["putContentSection"];
        post?: never;
        /**
         * Delete a section of a content page
         * @description **Permission:** `Content_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteContentSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deals (filter by name, active, live; deleted on request)
         * @description **Permission:** `Deals_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal
         * @description **Permission:** `Deals_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `deal`): a retry with the same key and body replays the first answer
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deals/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deal (deleted ones too)
         * @description **Permission:** `Deals_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        /**
         * Delete a deal (soft)
         * @description **Permission:** `Deals_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        /**
         * Edit a deal (a scope list given replaces that list)
         * @description **Permission:** `Deals_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateDeal"];
        trace?: never;
    };
    "/api/admin/deals/{publicId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted deal
         * @description **Permission:** `Deals_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `deal-restore`): a retry with the same key and body replays the first answer
         */
        post: operations["restoreDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (any status)
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a draft product with its default variant
         * @description **Permission:** `Products_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product`): a retry with the same key and body replays the first answer
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product with its live variants and tags
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /**
         * Delete a product (soft delete)
         * @description **Permission:** `Products_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update a product's names, descriptions, links, SKU, slug and specifications
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a product's discovery flags
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductDiscovery"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a product to draft, published, unlisted or archived
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductLifecycle"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a product's thumbnail, gallery, videos and attachments
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductMedia"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a product's options (up to 3 names with their values)
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        put: operations["setProductOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{publicId}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the prices of a product's default variant
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductPricing"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted product
         * @description **Permission:** `Products_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-restore`): a retry with the same key and body replays the first answer
         */
        post: operations["restoreProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{publicId}/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Link a product to an SEO record (or unlink it)
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductSeo"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a product's stock status
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductStockStatus"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a product's tags
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["setProductTags"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a product's variants, default first
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listProductVariants"];
        put?: never;
        /**
         * Add a variant to a product
         * @description **Permission:** `Products_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-variant`): a retry with the same key and body replays the first answer
         */
        post: operations["createProductVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{publicId}/variants/{variantPublicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a variant of a product
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getProductVariant"];
        put?: never;
        post?: never;
        /**
         * Delete a variant that is not the default (soft delete)
         * @description **Permission:** `Products_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteProductVariant"];
        options?: never;
        head?: never;
        /**
         * Update a variant: name, SKU, options, prices, status, stock settings
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateProductVariant"];
        trace?: never;
    };
    "/api/admin/products/{publicId}/variants/{variantPublicId}/inventory/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust a variant's stock on hand (adjustment, receipt or correction)
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-inventory-adjustment`): a retry with the same key and body replays the first answer
         */
        post: operations["adjustVariantStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{publicId}/variants/{variantPublicId}/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a variant's stock ledger, newest first
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listVariantStockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several products (up to 100)
         * @description **Permission:** `Products_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-bulk`): a retry with the same key and body replays the first answer
         */
        post: operations["bulkDeleteProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/bulk/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set discovery flags on several products (up to 100)
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-bulk`): a retry with the same key and body replays the first answer
         */
        post: operations["bulkSetProductDiscovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/bulk/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move several products to one lifecycle status (up to 100)
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-bulk`): a retry with the same key and body replays the first answer
         */
        post: operations["bulkSetProductLifecycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/bulk/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore several deleted products (up to 100)
         * @description **Permission:** `Products_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_BULK_WRITE`, 5 requests per minute per account
         *
         *     **Idempotency-Key** header required (scope `product-bulk`): a retry with the same key and body replays the first answer
         */
        post: operations["bulkRestoreProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product import and export jobs
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listProductJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product job with its row errors
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getProductJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs/{publicId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running product job
         * @description **Permission:** `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["cancelProductJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a product export (CSV or XLSX)
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_ASYNC_JOB_SUBMIT`, 10 requests per hour per account
         *
         *     **Idempotency-Key** header required (scope `product-job-export`): a retry with the same key and body replays the first answer
         */
        post: operations["submitProductExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a product import from a CSV or XLSX file
         * @description **Permission:** `Products_CREATE` and `Products_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_ASYNC_JOB_SUBMIT`, 10 requests per hour per account
         *
         *     **Idempotency-Key** header required (scope `product-job-import`): a retry with the same key and body replays the first answer
         */
        post: operations["submitProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/jobs/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the CSV template of a product import
         * @description **Permission:** `Products_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getProductImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description **Permission:** `Roles_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description **Permission:** `Roles_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a role
         * @description **Permission:** `Roles_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getRole"];
        put?: never;
        post?: never;
        /**
         * Delete a role
         * @description **Permission:** `Roles_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Update a role
         * @description **Permission:** `Roles_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/admin/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SEO records
         * @description **Permission:** `Seo_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["listSeoRecords"];
        put?: never;
        /**
         * Create an SEO record
         * @description **Permission:** `Seo_CREATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["createSeoRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an SEO record
         * @description **Permission:** `Seo_READ` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getSeoRecord"];
        put?: never;
        post?: never;
        /**
         * Delete an SEO record (soft delete)
         * @description **Permission:** `Seo_DELETE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["deleteSeoRecord"];
        options?: never;
        head?: never;
        /**
         * Update an SEO record
         * @description **Permission:** `Seo_UPDATE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        patch: operations["updateSeoRecord"];
        trace?: never;
    };
    "/api/admin/seo/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted SEO record
         * @description **Permission:** `Seo_RESTORE` (admin bearer token; a superadmin bypasses the check)
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["restoreSeoRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-deletion/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a scheduled account deletion
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_CANCEL`, 5 requests per 24 hours per account
         */
        delete: operations["cancelAdminAccountDeletion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-deletion/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an account recovery code by email
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_RECOVER_REQUEST`, 3 requests per hour per IP address
         */
        post: operations["requestAdminAccountRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-deletion/recover/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover an account pending deletion with the emailed code
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_RECOVER_CONFIRM`, 5 requests per 15 minutes per IP address
         */
        post: operations["confirmAdminAccountRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-deletion/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule the deletion of the signed-in account
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_REQUEST`, 2 requests per 24 hours per account
         */
        post: operations["requestAdminAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-deletion/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's deletion status
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_STATUS`, 60 requests per minute per account
         */
        get: operations["getAdminAccountDeletionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/verify/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the email address with the code or link token
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_EMAIL_CONFIRM`, 10 requests per 15 minutes per IP address
         */
        post: operations["confirmAdminEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the email verification code again
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_EMAIL_RESEND`, 5 requests per hour per IP address
         */
        post: operations["resendAdminEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as an admin with email and password
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_LOGIN`, 10 requests per minute per IP address
         */
        post: operations["signInAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (end the current session)
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        delete: operations["signOutAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in account's profile
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getAdminProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code by email
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_PASSWORD_FORGOT`, 5 requests per hour per IP address
         */
        post: operations["requestAdminPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password with the emailed code
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_PASSWORD_RESET`, 10 requests per 15 minutes per IP address
         */
        post: operations["resetAdminPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the password
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_PASSWORD_SET`, 5 requests per 15 minutes per account
         */
        post: operations["setAdminPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in admin's role and permissions
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getAdminPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/phone/verify/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the admin's phone with the code sent
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_PHONE_CONFIRM`, 10 requests per 15 minutes per account
         */
        post: operations["confirmAdminPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/phone/verify/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification code to the admin's phone
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `AUTH_PHONE_REQUEST`, 5 requests per hour per account
         */
        post: operations["requestAdminPhoneVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_REFRESH`, 30 requests per minute per IP address
         */
        post: operations["refreshAdminSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published blog posts
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listPublicBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a published blog post by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getPublicBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the blog categories that have published posts
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listPublicBlogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/pages/{pageKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a content page with its enabled sections
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getPublicContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/account-deletion/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a scheduled account deletion
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_CANCEL`, 5 requests per 24 hours per account
         */
        delete: operations["cancelCustomerAccountDeletion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/account-deletion/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an account recovery code by email
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_RECOVER_REQUEST`, 3 requests per hour per IP address
         */
        post: operations["requestCustomerAccountRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/account-deletion/recover/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover an account pending deletion with the emailed code
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_RECOVER_CONFIRM`, 5 requests per 15 minutes per IP address
         */
        post: operations["confirmCustomerAccountRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/account-deletion/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule the deletion of the signed-in account
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_REQUEST`, 2 requests per 24 hours per account
         */
        post: operations["requestCustomerAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/account-deletion/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's deletion status
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `AUTH_DELETION_STATUS`, 60 requests per minute per account
         */
        get: operations["getCustomerAccountDeletionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/email/verify/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the email address with the code or link token
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_EMAIL_CONFIRM`, 10 requests per 15 minutes per IP address
         */
        post: operations["confirmCustomerEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/email/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the email verification code again
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_EMAIL_RESEND`, 5 requests per hour per IP address
         */
        post: operations["resendCustomerEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-unverified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with idp-unverified (redirects to the provider)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_START`, 30 requests per minute per IP address
         */
        get: operations["startIdpUnverifiedSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-unverified/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider callback of idp-unverified (redirects to the app with a one-time code)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_CALLBACK`, 30 requests per minute per IP address
         */
        get: operations["completeIdpUnverifiedSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-unverified/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an idp-unverified one-time code for tokens
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_EXCHANGE`, 10 requests per minute per IP address
         */
        post: operations["exchangeIdpUnverifiedCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-unverified/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start linking idp-unverified to the signed-in account
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `CUSTOMER_WRITE`, 20 requests per minute per account
         */
        post: operations["startIdpUnverifiedLink"];
        /**
         * Unlink idp-unverified from the signed-in account
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `CUSTOMER_WRITE`, 20 requests per minute per account
         */
        delete: operations["unlinkIdpUnverified"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with idp-verified (redirects to the provider)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_START`, 30 requests per minute per IP address
         */
        get: operations["startIdpVerifiedSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-verified/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider callback of idp-verified (redirects to the app with a one-time code)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_CALLBACK`, 30 requests per minute per IP address
         */
        get: operations["completeIdpVerifiedSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/idp-verified/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an idp-verified one-time code for tokens
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_OAUTH_EXCHANGE`, 10 requests per minute per IP address
         */
        post: operations["exchangeIdpVerifiedCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/login/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a customer with email and password
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_LOGIN`, 10 requests per minute per IP address
         */
        post: operations["signInCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (end the current session)
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `CUSTOMER_WRITE`, 20 requests per minute per account
         */
        delete: operations["signOutCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in account's profile
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `CUSTOMER_READ`, 60 requests per minute per account
         */
        get: operations["getCustomerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code by email
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_PASSWORD_FORGOT`, 5 requests per hour per IP address
         */
        post: operations["requestCustomerPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password with the emailed code
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_PASSWORD_RESET`, 10 requests per 15 minutes per IP address
         */
        post: operations["resetCustomerPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the password
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `AUTH_PASSWORD_SET`, 5 requests per 15 minutes per account
         */
        post: operations["setCustomerPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_REFRESH`, 30 requests per minute per IP address
         */
        post: operations["refreshCustomerSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer account and sign in
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `AUTH_REGISTER`, 10 requests per hour per IP address
         */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published blog posts
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listMobileBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/blogs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a published blog post by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getMobileBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/blogs/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the blog categories that have published posts
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listMobileBlogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visible brands
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/brands/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a visible brand by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/brands/{slug}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visible series of a brand
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontSeriesOfBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visible root categories
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontRootCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a visible category by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/categories/{slug}/breadcrumbs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category's breadcrumb trail, root first
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontCategoryBreadcrumbs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/category-tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the visible category tree (roots and their children)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_HIGH_FREQUENCY`, 300 requests per minute per IP address
         */
        get: operations["getStorefrontCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search categories, brands and series
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_SEARCH`, 60 requests per minute per IP address and device (`x-device-id` header)
         */
        get: operations["searchCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest categories, brands and series as the shopper types
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_SUGGEST`, 300 requests per minute per IP address and device (`x-device-id` header)
         */
        get: operations["suggestCatalogSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visible brand series
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/series/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a visible brand series by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visible tags
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/catalog/tags/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a visible tag by slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/content/pages/{pageKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a content page with its enabled sections
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getMobileContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published products (filters, sorts, cursor)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["listStorefrontProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a published or unlisted product by its current or a retired slug
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_READ`, 60 requests per minute per IP address
         */
        get: operations["getStorefrontProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/products/discovery/{feed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a discovery feed (featured, trending, best-sellers, new-arrivals, deals), newest first
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_HIGH_FREQUENCY`, 300 requests per minute per IP address
         */
        get: operations["listStorefrontProductFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published products by name, SKU, brand and category (ranked)
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_SEARCH`, 60 requests per minute per IP address and device (`x-device-id` header)
         */
        get: operations["searchStorefrontProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/products/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest up to 10 products as the shopper types
         * @description **Authentication:** none (public route)
         *
         *     **Rate limit:** `PUBLIC_SUGGEST`, 300 requests per minute per IP address and device (`x-device-id` header)
         */
        get: operations["suggestStorefrontProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (customer: avatar, image or file, 5 MB)
         * @description **Authentication:** customer bearer token
         *
         *     **Rate limit:** `MOBILE_UPLOAD`, 10 requests per minute per IP address
         */
        post: operations["uploadCustomerFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/uploads/signed-url/{s1}/{s2}/{s3}/{s4}/{s5}/{s6}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a URL for one of the customer's stored files
         * @description The path after the route is the stored relativePath with its slashes (1 to 6 segments, e.g. uploads/image/<userId>/<file>); s1..s6 are its segments in order, only as many as the key has.
         *
         *     **Authentication:** customer bearer token
         *
         *     **Rate limit:** `MOBILE_UPLOAD_SIGNED_URL`, 60 requests per minute per IP address
         */
        get: operations["getCustomerFileUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (admin)
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["uploadAdminFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/file/{s1}/{s2}/{s3}/{s4}/{s5}/{s6}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a stored file through the API
         * @description The path after the route is the stored relativePath with its slashes (1 to 6 segments, e.g. uploads/image/<userId>/<file>); s1..s6 are its segments in order, only as many as the key has.
         *
         *     **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["downloadAdminFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/multiple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload several files at once (admin)
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_WRITE`, 10 requests per minute per account
         */
        post: operations["uploadAdminFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/signed-url/{s1}/{s2}/{s3}/{s4}/{s5}/{s6}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a URL for a stored file (signed unless the file is public)
         * @description The path after the route is the stored relativePath with its slashes (1 to 6 segments, e.g. uploads/image/<userId>/<file>); s1..s6 are its segments in order, only as many as the key has.
         *
         *     **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        get: operations["getAdminFileUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/signed-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get URLs for several stored files
         * @description **Authentication:** admin bearer token
         *
         *     **Rate limit:** `ADMIN_READ`, 30 requests per minute per account
         */
        post: operations["getAdminFileUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AboutStatsSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["AboutStatsSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "about_stats";
            /** Format: date-time */
            updatedAt: string;
        };
        AboutStatsSectionPayload: {
            heading?: string;
            stats: {
                label: string;
                value: string;
            }[];
        };
        AboutStoresSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["AboutStoresSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "about_stores";
            /** Format: date-time */
            updatedAt: string;
        };
        AboutStoresSectionPayload: {
            description?: string;
            heading: string;
            stores: {
                address: string;
                image?: {
                    alt?: string;
                    /** Format: image-url */
                    url: string;
                };
                /** Format: link-url */
                mapUrl?: string;
                name: string;
                openingHours?: string;
                phone?: string;
            }[];
        };
        AboutStoryMediaSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["AboutStoryMediaSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "about_story_media";
            /** Format: date-time */
            updatedAt: string;
        };
        AboutStoryMediaSectionPayload: {
            body: components["schemas"]["RichTextDocument"];
            heading: string;
            media?: ({
                alt?: string;
                /** @constant */
                type: "image";
                /** Format: image-url */
                url: string;
            } | {
                alt?: string;
                /** Format: image-url */
                posterUrl?: string;
                /** @constant */
                type: "video";
                /** Format: link-url */
                url: string;
            })[];
        };
        AboutTeamSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["AboutTeamSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "about_team";
            /** Format: date-time */
            updatedAt: string;
        };
        AboutTeamSectionPayload: {
            description?: string;
            heading: string;
            members: {
                bio?: string;
                name: string;
                photo?: {
                    alt?: string;
                    /** Format: image-url */
                    url: string;
                };
                role: string;
            }[];
        };
        AdjustmentDto: {
            delta: number;
            note?: string;
            /** @enum {string} */
            reason: "adjustment" | "receipt" | "correction";
        };
        AdminBlogPostListItemResponse: {
            authorName: string | null;
            categoryId: number | null;
            categoryName: string | null;
            categorySlug: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The date to show (the editor may set it apart from publishedAt)
             */
            displayDate: string | null;
            excerpt: string | null;
            featuredImageAlt: string | null;
            featuredImageUrl: string | null;
            id: number;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: uuid */
            seoId: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "published";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminBlogPostResponse: {
            authorName: string | null;
            /** @description Sanitised HTML */
            body: string;
            categoryId: number | null;
            categoryName: string | null;
            categorySlug: string | null;
            /** Format: date-time */
            createdAt: string;
            cta: components["schemas"]["BlogCtaResponse"] | null;
            /**
             * Format: date-time
             * @description The date to show (the editor may set it apart from publishedAt)
             */
            displayDate: string | null;
            excerpt: string | null;
            faqs: components["schemas"]["BlogFaqResponse"][];
            featuredImageAlt: string | null;
            featuredImageUrl: string | null;
            heroIntro: string | null;
            id: number;
            /** @description Slugs the post had before; they still resolve */
            previousSlugs: string[];
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: uuid */
            seoId: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "published";
            title: string;
            /** Format: date-time */
            updatedAt: string;
            videos: components["schemas"]["BlogVideoResponse"][];
        };
        AdminDealResponse: {
            brandPublicIds: string[];
            /** @description each covers its whole subtree */
            categoryPublicIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            /** @description 1..9000 basis points (2000 = 20%) */
            discountBps: number;
            /** Format: date-time */
            endsAt: string;
            isActive: boolean;
            /** @description active, not deleted and startsAt <= now < endsAt */
            isLive: boolean;
            name: string;
            productPublicIds: string[];
            /** Format: uuid */
            publicId: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminProductAttachmentResponse: {
            /** @description Storage key */
            key: string;
            name: string | null;
            order: number;
        };
        AdminProductImageResponse: {
            alt: string | null;
            /** @description Storage key */
            key: string;
            order: number;
        };
        AdminProductLinkResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string | null;
        };
        AdminProductOptionResponse: {
            name: string;
            values: string[];
        };
        AdminProductOptionsResponse: {
            options: components["schemas"]["AdminProductOptionResponse"][];
        };
        AdminProductPricingResponse: {
            /** @description floor(100 * (mrp - sellingPrice) / mrp), 0 when mrp is 0 */
            discountPercentage: number;
            /** @description The highest selling price, minor units */
            maxSellingPrice: number | null;
            /** @description The lowest MRP, minor units (paisa) */
            mrp: number | null;
            /** @description The lowest selling price, minor units */
            sellingPrice: number | null;
            /** @description Live active variants */
            variantCount: number;
        };
        AdminProductResponse: {
            attachments: components["schemas"]["AdminProductAttachmentResponse"][];
            bestSeller: boolean;
            brand: components["schemas"]["AdminProductLinkResponse"] | null;
            brandSeries: components["schemas"]["AdminProductLinkResponse"] | null;
            category: components["schemas"]["AdminProductLinkResponse"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            description: string | null;
            featured: boolean;
            gallery: components["schemas"]["AdminProductImageResponse"][];
            name: string;
            newArrival: boolean;
            options: components["schemas"]["AdminProductOptionResponse"][];
            pricing: components["schemas"]["AdminProductPricingResponse"];
            /** Format: uuid */
            publicId: string;
            /**
             * Format: uuid
             * @description The SEO record's id
             */
            seoId: string | null;
            shortDescription: string | null;
            sku: string | null;
            slug: string | null;
            specifications: components["schemas"]["AdminProductSpecificationResponse"][];
            /** @enum {string} */
            status: "draft" | "published" | "unlisted" | "archived";
            /** @enum {string} */
            stockStatus: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
            tags: components["schemas"]["AdminProductLinkResponse"][];
            thumbnailAlt: string | null;
            /** @description Storage key */
            thumbnailKey: string | null;
            trending: boolean;
            /** Format: date-time */
            updatedAt: string;
            /** @description Live variants, default first, then by position */
            variants: components["schemas"]["AdminVariantResponse"][];
            /** @description Incremented by every write; send it back to detect a concurrent change */
            version: number;
            videos: components["schemas"]["AdminProductVideoResponse"][];
        };
        AdminProductSpecificationResponse: {
            group: string;
            name: string;
            value: string;
        };
        AdminProductSummaryResponse: {
            bestSeller: boolean;
            brand: components["schemas"]["AdminProductLinkResponse"] | null;
            brandSeries: components["schemas"]["AdminProductLinkResponse"] | null;
            category: components["schemas"]["AdminProductLinkResponse"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            featured: boolean;
            name: string;
            newArrival: boolean;
            pricing: components["schemas"]["AdminProductPricingResponse"];
            /** Format: uuid */
            publicId: string;
            sku: string | null;
            slug: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "unlisted" | "archived";
            /** @enum {string} */
            stockStatus: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
            thumbnailAlt: string | null;
            /** @description Storage key */
            thumbnailKey: string | null;
            trending: boolean;
            /** Format: date-time */
            updatedAt: string;
            /** @description Incremented by every write; send it back to detect a concurrent change */
            version: number;
        };
        AdminProductVideoResponse: {
            embedUrl: string | null;
            /** @description Storage key */
            key: string | null;
            order: number;
            title: string | null;
        };
        AdminResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            image: string | null;
            isActive: boolean;
            isSuperadmin: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            name: string;
            phone: string | null;
            role: components["schemas"]["RoleRefResponse"] | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminVariantResponse: {
            /** @description onHand - reserved */
            available: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            isDefault: boolean;
            isTracked: boolean;
            lowStockThreshold: number;
            mrp: number;
            /** @description null for the default variant of a product without options */
            name: string | null;
            onHand: number;
            /** @description { optionName: value } for every option of the product */
            options: {
                [key: string]: string;
            };
            position: number;
            /** Format: uuid */
            publicId: string;
            reserved: number;
            sellingPrice: number;
            sku: string | null;
            /** @enum {string} */
            status: "active" | "withdrawn";
            /** Format: date-time */
            updatedAt: string;
        };
        AnnouncementBarSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["AnnouncementBarSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "announcement_bar";
            /** Format: date-time */
            updatedAt: string;
        };
        AnnouncementBarSectionPayload: {
            dismissible?: boolean;
            messages: {
                text: string;
                /** Format: link-url */
                url?: string;
            }[];
        };
        AttachmentDto: {
            key: string;
            name?: string | null;
            order?: number;
        };
        AuthorizationUrlResponse: {
            /** @description Open in the browser to link the account */
            authorizationUrl: string;
        };
        BlogCategoryDetailResponse: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            id: number;
            name: string;
            /** @description Posts in the category, any status */
            postCount?: number;
            /** @description Slugs the category had before; they still resolve */
            previousSlugs: string[];
            slug: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BlogCategoryResponse: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            id: number;
            name: string;
            /** @description Posts in the category, any status */
            postCount?: number;
            slug: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BlogCtaDto: {
            ctaButtonLabel: string;
            /** Format: uri-reference */
            ctaButtonLink: string;
            ctaTitle: string;
            position?: number;
        };
        BlogCtaResponse: {
            ctaButtonLabel: string;
            ctaButtonLink: string;
            ctaTitle: string;
            position: number;
        };
        BlogFaqDto: {
            answer: string;
            position?: number;
            question: string;
        };
        BlogFaqResponse: {
            answer: string;
            id: number;
            position: number;
            question: string;
        };
        BlogPostListItemResponse: {
            categoryName: string | null;
            categorySlug: string | null;
            /**
             * Format: date-time
             * @description The date to show (the editor may set it apart from publishedAt)
             */
            displayDate: string | null;
            excerpt: string | null;
            featuredImageAlt: string | null;
            featuredImageUrl: string | null;
            id: number;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            title: string;
        };
        BlogStructuredDataResponse: {
            /** @description schema.org Article (JSON-LD) */
            article: {
                [key: string]: unknown;
            };
            /** @description schema.org BreadcrumbList (JSON-LD) */
            breadcrumb: {
                [key: string]: unknown;
            };
            /** @description schema.org FAQPage; null when the post has no FAQs (JSON-LD) */
            faq: {
                [key: string]: unknown;
            } | null;
        };
        BlogVideoDto: {
            description?: string | null;
            position?: number;
            /** Format: uuid */
            seoId?: string | null;
            /** Format: uri-reference */
            thumbnailUrl?: string | null;
            title: string;
            /** Format: uri-reference */
            videoUrl: string;
        };
        BlogVideoResponse: {
            description: string | null;
            id: number;
            position: number;
            /** Format: uuid */
            seoId: string | null;
            thumbnailUrl: string | null;
            title: string;
            videoUrl: string;
        };
        BrandBlurbSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["BrandBlurbSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "brand_blurb";
            /** Format: date-time */
            updatedAt: string;
        };
        BrandBlurbSectionPayload: {
            description: string;
            logo?: {
                alt?: string;
                /** Format: image-url */
                url: string;
            };
            socialLinks?: {
                /** @enum {unknown} */
                platform: "facebook" | "instagram" | "x" | "youtube" | "tiktok" | "linkedin" | "pinterest" | "whatsapp";
                /** Format: link-url */
                url: string;
            }[];
        };
        BrandHitResponse: {
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        BrandRefResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        BrandResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            description: string | null;
            displayOrder: number;
            isVisible: boolean;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
            slug: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        BrandSeriesResponse: {
            /** Format: uuid */
            brandPublicId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            description: string | null;
            displayOrder: number;
            isVisible: boolean;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
            slug: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        BulkDiscoveryDto: {
            bestSeller?: boolean;
            featured?: boolean;
            newArrival?: boolean;
            publicIds: string[];
            trending?: boolean;
        };
        BulkFailureResponse: {
            /** @description The error code the item failed with */
            errorCode: string;
            publicId: string;
        };
        BulkIdsDto: {
            publicIds: string[];
        };
        BulkLifecycleDto: {
            publicIds: string[];
            /** @enum {string} */
            status: "draft" | "published" | "unlisted" | "archived";
        };
        BulkResultResponse: {
            failures: components["schemas"]["BulkFailureResponse"][];
            /** @description Public ids done */
            succeeded: string[];
        };
        BulkVisibilityDto: {
            isVisible: boolean;
            publicIds: string[];
        };
        CatalogJobDetailResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            downloadExpiresAt: string | null;
            /** @description A fresh signed link to the export file */
            downloadUrl: string | null;
            /** @enum {string} */
            entity: "category" | "brand" | "brand_series";
            errorCount: number;
            errors: components["schemas"]["JobRowErrorResponse"][];
            failureCode: string | null;
            /** @description The uploaded file's name (imports) */
            fileName: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @description Processing with nothing working on it (its worker is gone or its lease ran out) */
            isStalled: boolean;
            /** @enum {string} */
            kind: "import" | "export";
            /** @description What the job was asked with (export filters...) */
            params: {
                [key: string]: unknown;
            };
            processedRows: number;
            /** Format: uuid */
            publicId: string;
            /** @description The admin who asked for it (public id) */
            requestedBy: string;
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
            totalRows: number | null;
            /** Format: date-time */
            updatedAt: string;
            writtenRows: number | null;
        };
        CatalogJobResponse: {
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            entity: "category" | "brand" | "brand_series";
            errorCount: number;
            failureCode: string | null;
            /** @description The uploaded file's name (imports) */
            fileName: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @enum {string} */
            kind: "import" | "export";
            processedRows: number;
            /** Format: uuid */
            publicId: string;
            /** @description The admin who asked for it (public id) */
            requestedBy: string;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
            totalRows: number | null;
            /** Format: date-time */
            updatedAt: string;
            writtenRows: number | null;
        };
        CategoryBreadcrumbResponse: {
            /** Format: date-time */
            deletedAt: string | null;
            depth: number;
            isVisible: boolean;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string | null;
        };
        CategoryHitResponse: {
            imageAlt: string | null;
            imageUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        CategoryResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            /** @description 0 for a root */
            depth: number;
            description: string | null;
            displayOrder: number;
            /** @description Visible and so are all its ancestors */
            effectiveVisible: boolean;
            imageAlt: string | null;
            imageUrl: string | null;
            isVisible: boolean;
            name: string;
            /**
             * Format: uuid
             * @description The parent's publicId; null for a root
             */
            parentId: string | null;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
            slug: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        CategoryTreeNodeResponse: {
            children: components["schemas"]["CategoryTreeNodeResponse"][];
            depth: number;
            displayOrder: number;
            effectiveVisible: boolean;
            isVisible: boolean;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string | null;
        };
        CodeOrTokenDto: {
            /** Format: email */
            email?: string;
            otp?: string;
            token?: string;
        };
        ContactFormSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["ContactFormSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "contact_form";
            /** Format: date-time */
            updatedAt: string;
        };
        ContactFormSectionPayload: {
            description?: string;
            heading: string;
            subjects?: string[];
            submitLabel?: string;
            successMessage?: string;
        };
        ContactInfoSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["ContactInfoSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "contact_info";
            /** Format: date-time */
            updatedAt: string;
        };
        ContactInfoSectionPayload: {
            address?: string;
            /** Format: email */
            email?: string;
            heading?: string;
            /** Format: link-url */
            mapUrl?: string;
            openingHours?: string;
            phone?: string;
            whatsapp?: string;
        } | unknown | unknown | unknown | unknown;
        ContentPageResponse: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            pageKey: components["schemas"]["PageKey"];
            /** @description In position order; the public read has the enabled ones only */
            sections: components["schemas"]["ContentSection"][];
            seo: components["schemas"]["SeoResponse"] | null;
            /** Format: uuid */
            seoId: string | null;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ContentSection: components["schemas"]["HeroSection"] | components["schemas"]["HowItWorksSection"] | components["schemas"]["FaqIntroSection"] | components["schemas"]["RelatedBlogsIntroSection"] | components["schemas"]["CtaBannerSection"] | components["schemas"]["WhyChooseSection"] | components["schemas"]["DocumentSection"] | components["schemas"]["DataFlowSummarySection"] | components["schemas"]["BrandBlurbSection"] | components["schemas"]["QuickLinksSection"] | components["schemas"]["LegalLinksSection"] | components["schemas"]["CopyrightSection"] | components["schemas"]["ContactInfoSection"] | components["schemas"]["ContactFormSection"] | components["schemas"]["AboutStatsSection"] | components["schemas"]["OurMissionSection"] | components["schemas"]["AnnouncementBarSection"] | components["schemas"]["AboutStoryMediaSection"] | components["schemas"]["AboutTeamSection"] | components["schemas"]["AboutStoresSection"] | components["schemas"]["TrustStripSection"] | components["schemas"]["PaymentMethodsSection"];
        CopyrightSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["CopyrightSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "copyright";
            /** Format: date-time */
            updatedAt: string;
        };
        CopyrightSectionPayload: {
            text: string;
        };
        CreateAdminDto: {
            /** Format: email */
            email: string;
            name: string;
            password: string;
            /** Format: uuid */
            roleId: string;
        };
        CreateBlogCategoryDto: {
            description?: string | null;
            name: string;
            slug?: string;
        };
        CreateBlogPostDto: {
            body?: string;
            categoryId?: number | null;
            cta?: components["schemas"]["BlogCtaDto"] | null;
            displayDate?: ((string | unknown | unknown) | null) | unknown | unknown;
            excerpt?: string | null;
            faqs?: components["schemas"]["BlogFaqDto"][];
            featuredImageAlt?: string | null;
            /** Format: uri-reference */
            featuredImageUrl?: string | null;
            heroIntro?: string | null;
            /** Format: uuid */
            seoId?: string | null;
            slug?: string;
            /** @enum {string} */
            status?: "draft" | "published";
            title: string;
            videos?: components["schemas"]["BlogVideoDto"][];
        };
        CreateBrandDto: {
            description?: string | null;
            isVisible?: boolean;
            logoAlt?: string | null;
            /** Format: uri-reference */
            logoUrl?: string | null;
            name: string;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        CreateCategoryDto: {
            description?: string | null;
            displayOrder?: number;
            imageAlt?: string | null;
            /** Format: uri-reference */
            imageUrl?: string | null;
            isVisible?: boolean;
            name: string;
            parentId?: string | null;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        CreateDealDto: {
            brandPublicIds?: string[];
            categoryPublicIds?: string[];
            discountBps: number;
            endsAt: string | unknown | unknown;
            isActive?: boolean;
            name: string;
            productPublicIds?: string[];
            startsAt: string | unknown | unknown;
        };
        CreateProductDto: {
            brandPublicId?: string;
            brandSeriesPublicId?: string;
            categoryPublicId: string;
            description?: string;
            mrp: number;
            name: string;
            sellingPrice: number;
            shortDescription?: string;
            sku?: string;
            slug?: string;
            version?: number;
        };
        CreateRoleDto: {
            description?: string;
            name: string;
            permissions: string[];
        };
        CreateSeoDto: {
            /** Format: uri-reference */
            canonicalUrl?: string | null;
            description?: string | null;
            /** Format: uri-reference */
            ogImageUrl?: string | null;
            /** @enum {string|null} */
            robots?: "index,follow" | "noindex,follow" | "index,nofollow" | "noindex,nofollow" | null;
            title?: string | null;
        };
        CreateSeriesDto: {
            brandPublicId: string;
            description?: string | null;
            isVisible?: boolean;
            logoAlt?: string | null;
            /** Format: uri-reference */
            logoUrl?: string | null;
            name: string;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        CreateTagDto: {
            isVisible?: boolean;
            name: string;
            slug?: string;
        };
        CreateVariantDto: {
            isDefault?: boolean;
            isTracked?: boolean;
            lowStockThreshold?: number;
            mrp: number;
            name?: string | null;
            options?: Record<string, never>;
            position?: number;
            sellingPrice: number;
            sku?: string | null;
            /** @enum {string} */
            status?: "active" | "withdrawn";
            version?: number;
        };
        CtaBannerSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["CtaBannerSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "cta_banner";
            /** Format: date-time */
            updatedAt: string;
        };
        CtaBannerSectionPayload: {
            cta: {
                label: string;
                /** Format: link-url */
                url: string;
            };
            description?: string;
            heading: string;
            image?: {
                alt?: string;
                /** Format: image-url */
                url: string;
            };
        };
        CustomerLoginDto: {
            deviceInfo: components["schemas"]["DeviceInfoDto"];
            /** Format: email */
            email: string;
            password: string;
        };
        DataFlowSummarySection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["DataFlowSummarySectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "data_flow_summary";
            /** Format: date-time */
            updatedAt: string;
        };
        DataFlowSummarySectionPayload: {
            description?: string;
            heading: string;
            items: {
                description: string;
                title: string;
            }[];
        };
        DealPriceResponse: {
            /** @description The selling price the deal applies to, minor units (paisa) */
            basePrice: number;
            /** @description The winning deal's discount, basis points (2000 = 20%) */
            discountBps: number;
            /** @description The same discount applied to maxSellingPrice */
            effectiveMaxPrice: number;
            /** @description basePrice - saving */
            effectivePrice: number;
            /** @description floor(basePrice * discountBps / 10000) */
            saving: number;
        };
        DeletionScheduledResponse: {
            /** Format: date-time */
            deletionScheduledAt: string;
            success: boolean;
        };
        DeletionStatusResponse: {
            /**
             * Format: date-time
             * @description No new deletion request before this instant (set by a recovery)
             */
            deleteBlockUntil: string | null;
            /** Format: date-time */
            deletionScheduledAt: string | null;
            /** @enum {string} */
            status: "active" | "pending_deletion" | "deleted";
        };
        DeviceInfoDto: {
            deviceId: string;
            deviceName: string;
            deviceType: string;
        };
        DiscoveryDto: {
            bestSeller?: boolean;
            featured?: boolean;
            newArrival?: boolean;
            trending?: boolean;
            version?: number;
        };
        DocumentSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["DocumentSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "document";
            /** Format: date-time */
            updatedAt: string;
        };
        DocumentSectionPayload: {
            bullets?: string[];
            heading?: string;
            /** Format: date */
            lastUpdated?: string;
            paragraphs?: string[];
        } | unknown | unknown;
        EmailDto: {
            /** Format: email */
            email: string;
        };
        EmailLoginDto: {
            deviceInfo?: components["schemas"]["DeviceInfoDto"];
            /** Format: email */
            email: string;
            password: string;
        };
        ErrorBody: {
            /** @description Present where the error names them; for VALIDATION_FAILED a list of `{ field, problems: string[] }` */
            details?: unknown;
            /** @example NOT_FOUND */
            errorCode: string;
            message: string;
            /** @example 404 */
            statusCode: number;
        };
        ExchangeCodeDto: {
            code: string;
            deviceInfo?: components["schemas"]["DeviceInfoDto"];
        };
        ExportJobDto: {
            /** @enum {string} */
            entity: "category" | "brand" | "brand_series";
            /** @enum {string} */
            format?: "csv" | "xlsx";
            includeDeleted?: boolean;
            search?: string;
        };
        FaqIntroSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["FaqIntroSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "faq_intro";
            /** Format: date-time */
            updatedAt: string;
        };
        FaqIntroSectionPayload: {
            cta?: {
                label: string;
                /** Format: link-url */
                url: string;
            };
            description?: string;
            heading: string;
            items?: {
                answer: components["schemas"]["RichTextDocument"];
                question: string;
            }[];
        };
        FileUrlResponse: {
            /** @description When the URL stops working (Unix time in milliseconds); null for a public URL, which does not expire */
            expiresAt: number | null;
            url: string;
        };
        /** @description The URL of each key, keyed by the key */
        FileUrlsByKey: {
            [key: string]: components["schemas"]["FileUrlResponse"];
        };
        GalleryImageDto: {
            alt?: string | null;
            key: string;
            order?: number;
        };
        HeroSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["HeroSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "hero";
            /** Format: date-time */
            updatedAt: string;
        };
        HeroSectionPayload: {
            description?: string;
            eyebrow?: string;
            heading: string;
            image?: {
                alt?: string;
                /** Format: image-url */
                url: string;
            };
            primaryCta?: {
                label: string;
                /** Format: link-url */
                url: string;
            };
            secondaryCta?: {
                label: string;
                /** Format: link-url */
                url: string;
            };
        };
        HowItWorksSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["HowItWorksSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "how_it_works";
            /** Format: date-time */
            updatedAt: string;
        };
        HowItWorksSectionPayload: {
            description?: string;
            heading: string;
            steps: {
                description?: string;
                /** @enum {string} */
                icon: "truck" | "package" | "credit-card" | "wallet" | "shield-check" | "lock" | "refresh" | "headset" | "clock" | "tag" | "gift" | "star" | "heart" | "map-pin" | "badge-check";
                title: string;
            }[];
        };
        InventoryAdjustmentResponse: {
            movement: components["schemas"]["InventoryMovementResponse"];
            variant: components["schemas"]["AdminVariantResponse"];
        };
        InventoryMovementResponse: {
            /** @description Who moved the stock */
            actor: string;
            /** Format: date-time */
            createdAt: string;
            deltaOnHand: number;
            deltaReserved: number;
            /** Format: uuid */
            id: string;
            note: string | null;
            /** @enum {string} */
            reason: "adjustment" | "receipt" | "hold" | "release" | "sale" | "restock" | "correction";
            /** @description The caller's key (an order or cart reference, a job); null for manual moves */
            reference: string | null;
        };
        JobRowErrorResponse: {
            column: string | null;
            errorCode: string;
            message: string;
            /** @description The row in the file (1 is the header row); null when the error is about the whole file */
            row: number | null;
        };
        LegalLinksSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["LegalLinksSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "legal_links";
            /** Format: date-time */
            updatedAt: string;
        };
        LegalLinksSectionPayload: {
            links: {
                label: string;
                /** Format: link-url */
                url: string;
            }[];
        };
        LifecycleDto: {
            /** @enum {string} */
            status: "draft" | "published" | "unlisted" | "archived";
            version: number;
        };
        MediaDto: {
            attachments?: components["schemas"]["AttachmentDto"][];
            gallery?: components["schemas"]["GalleryImageDto"][];
            thumbnailAlt?: string | null;
            thumbnailKey?: string | null;
            version?: number;
            videos?: components["schemas"]["VideoDto"][];
        };
        MeResponse: {
            email: string;
            emailVerified: boolean;
            hasPassword: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            name: string;
            phone: string | null;
            phoneVerified: boolean;
            /** @description `customer`, `superadmin`, or the admin role name */
            role: string;
        };
        MoveCategoryDto: {
            parentId?: string;
        };
        OAuthProviderSettingsResponse: {
            /** @description The redirect URI to register with the provider */
            callbackUrl: string;
            clientId: string | null;
            /** @description Has an issuer and a client id */
            configured: boolean;
            /** @description Switched on in the configuration */
            enabled: boolean;
            /** @description The secret itself is never sent back */
            hasClientSecret: boolean;
            issuer: string | null;
            /** @enum {string} */
            provider: "idp-verified" | "idp-unverified";
            /** @description Space-separated OpenID Connect scopes */
            scopes: string;
            /** Format: date-time */
            updatedAt: string | null;
        };
        OptionDto: {
            name: string;
            values: string[];
        };
        OurMissionSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["OurMissionSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "our_mission";
            /** Format: date-time */
            updatedAt: string;
        };
        OurMissionSectionPayload: {
            body: components["schemas"]["RichTextDocument"];
            heading: string;
            image?: {
                alt?: string;
                /** Format: image-url */
                url: string;
            };
        };
        /**
         * @description A content page. Sections each page takes: `home`: hero, how_it_works, why_choose, trust_strip, faq_intro, related_blogs_intro, cta_banner; `about`: hero, our_mission, about_story_media, about_stats, about_team, about_stores, why_choose, cta_banner; `faq`: hero, faq_intro, cta_banner; `privacy_policy`: document, data_flow_summary; `return_policy`: document; `terms_of_service`: document; `global_footer`: brand_blurb, quick_links, legal_links, contact_info, payment_methods, copyright; `global_header`: announcement_bar, contact_info, quick_links; `contact`: hero, contact_info, contact_form, faq_intro; `blogs`: hero, related_blogs_intro, cta_banner.
         * @enum {string}
         */
        PageKey: "home" | "about" | "faq" | "privacy_policy" | "return_policy" | "terms_of_service" | "global_footer" | "global_header" | "contact" | "blogs";
        PasswordSetDto: {
            currentPassword?: string;
            newPassword: string;
        };
        PaymentMethodsSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["PaymentMethodsSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "payment_methods";
            /** Format: date-time */
            updatedAt: string;
        };
        PaymentMethodsSectionPayload: {
            heading?: string;
            methods: {
                height: number;
                /** Format: image-url */
                logoUrl: string;
                name: string;
                width: number;
            }[];
        };
        PermissionsResponse: {
            isSuperadmin: boolean;
            /** @description Permission names, e.g. `Blog_READ` */
            permissions: string[];
            role: string | null;
        };
        PhoneConfirmDto: {
            otp: string;
        };
        PhoneRequestDto: {
            phone: string;
        };
        PricingDto: {
            mrp: number;
            sellingPrice: number;
            version: number;
        };
        ProductAttachmentViewResponse: {
            /** @description epoch ms when a signed URL stops working; null for a public file */
            expiresAt: number | null;
            name: string | null;
            order: number;
            url: string | null;
        };
        ProductBrandLinkResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        ProductBulkIdsDto: {
            publicIds: string[];
        };
        ProductCardPricingResponse: {
            /** @enum {string} */
            currency: "NPR";
            deal: components["schemas"]["DealPriceResponse"] | null;
            /** @description mrp - sellingPrice (the catalogue markdown) */
            discount: number;
            /** @description floor(100 * discount / mrp), 0 when mrp is 0 */
            discountPercentage: number;
            /** @description sellingPrice after the live deal (sellingPrice when none) */
            effectivePrice: number;
            /** @description maxSellingPrice > sellingPrice */
            isPriceRange: boolean;
            /** @description The highest selling price */
            maxSellingPrice: number;
            /** @description The lowest MRP, minor units (paisa) */
            mrp: number;
            /** @description The lowest selling price, minor units (paisa) */
            sellingPrice: number;
            /** @description Live active variants */
            variantCount: number;
        };
        ProductCardResponse: {
            brand: components["schemas"]["ProductBrandLinkResponse"] | null;
            /** Format: uuid */
            id: string;
            inventory: components["schemas"]["ProductInventoryResponse"];
            name: string;
            /** @description null while the product has no active variant */
            pricing: components["schemas"]["ProductCardPricingResponse"] | null;
            slug: string;
            status: components["schemas"]["ProductSaleStatusResponse"];
            thumbnail: components["schemas"]["ProductImageViewResponse"] | null;
        };
        ProductCatalogLinkResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        ProductDetailResponse: {
            attachments: components["schemas"]["ProductAttachmentViewResponse"][];
            brand: components["schemas"]["ProductBrandLinkResponse"] | null;
            /** @description The current slug (differs from the one asked for when that one is retired) */
            canonicalSlug: string;
            /** @description null when the category is not visible */
            category: components["schemas"]["ProductCatalogLinkResponse"] | null;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            gallery: components["schemas"]["ProductGalleryImageResponse"][];
            /** Format: uuid */
            id: string;
            inventory: components["schemas"]["ProductInventoryResponse"];
            name: string;
            options: components["schemas"]["AdminProductOptionResponse"][];
            /** @description null while the product has no active variant */
            pricing: components["schemas"]["ProductCardPricingResponse"] | null;
            seo: components["schemas"]["SeoResponse"] | null;
            series: components["schemas"]["ProductCatalogLinkResponse"] | null;
            shortDescription: string | null;
            sku: string | null;
            slug: string;
            specifications: components["schemas"]["AdminProductSpecificationResponse"][];
            status: components["schemas"]["ProductSaleStatusResponse"];
            /** @description Visible tags */
            tags: components["schemas"]["ProductCatalogLinkResponse"][];
            thumbnail: components["schemas"]["ProductImageViewResponse"] | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description Live active variants, cheapest first */
            variants: components["schemas"]["ProductVariantResponse"][];
            videos: components["schemas"]["ProductVideoViewResponse"][];
        };
        ProductExportJobDto: {
            /** @enum {string} */
            format: "csv" | "xlsx";
        };
        ProductGalleryImageResponse: {
            alt: string | null;
            /** @description epoch ms when a signed URL stops working; null for a public file */
            expiresAt: number | null;
            order: number;
            /** @description null when the stored key has no URL */
            url: string | null;
        };
        ProductImageViewResponse: {
            alt: string | null;
            /** @description epoch ms when a signed URL stops working; null for a public file */
            expiresAt: number | null;
            url: string;
        };
        ProductInventoryResponse: {
            /** @description null when untracked */
            available: number | null;
            /** @description tracked and 0 < available <= lowStockThreshold */
            isLowStock: boolean;
            /** @description tracked, available <= 0 and not pre_order */
            isOutOfStock: boolean;
            /** @description every live active variant is tracked */
            isTracked: boolean;
            /** @enum {string} */
            stockStatus: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
        };
        ProductJobDetailResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            downloadExpiresAt: string | null;
            /** @description A fresh signed link to the export file */
            downloadUrl: string | null;
            /** @enum {string} */
            entity: "product";
            errorCount: number;
            errors: components["schemas"]["JobRowErrorResponse"][];
            failureCode: string | null;
            /** @description The uploaded file's name (imports) */
            fileName: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @description Processing with nothing working on it (its worker is gone or its lease ran out) */
            isStalled: boolean;
            /** @enum {string} */
            kind: "import" | "export";
            /** @description What the job was asked with (export filters...) */
            params: {
                [key: string]: unknown;
            };
            processedRows: number;
            /** Format: uuid */
            publicId: string;
            /** @description The admin who asked for it (public id) */
            requestedBy: string;
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
            totalRows: number | null;
            /** Format: date-time */
            updatedAt: string;
            writtenRows: number | null;
        };
        ProductJobResponse: {
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            entity: "product";
            errorCount: number;
            failureCode: string | null;
            /** @description The uploaded file's name (imports) */
            fileName: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @enum {string} */
            kind: "import" | "export";
            processedRows: number;
            /** Format: uuid */
            publicId: string;
            /** @description The admin who asked for it (public id) */
            requestedBy: string;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
            totalRows: number | null;
            /** Format: date-time */
            updatedAt: string;
            writtenRows: number | null;
        };
        ProductSaleStatusResponse: {
            /** @enum {string} */
            lifecycle: "draft" | "published" | "unlisted" | "archived";
            /** @description saleStatus is available or pre_order */
            purchasable: boolean;
            /** @enum {string} */
            saleStatus: "available" | "pre_order" | "sold_out" | "not_for_sale";
            /** @enum {string} */
            stockStatus: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
        };
        ProductSeoDto: {
            seoId?: string | null;
            version?: number;
        };
        ProductSuggestionResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            thumbnail: components["schemas"]["ProductImageViewResponse"] | null;
            /** @enum {string} */
            type: "product";
        };
        ProductVariantAvailabilityResponse: {
            /** @description null when untracked */
            availableQuantity: number | null;
            inStock: boolean;
        };
        ProductVariantPricingResponse: {
            /** @enum {string} */
            currency: "NPR";
            deal: components["schemas"]["DealPriceResponse"] | null;
            /** @description sellingPrice after the live deal */
            effectivePrice: number;
            /** @description minor units (paisa) */
            mrp: number;
            sellingPrice: number;
        };
        ProductVariantResponse: {
            availability: components["schemas"]["ProductVariantAvailabilityResponse"];
            /** Format: uuid */
            id: string;
            isDefault: boolean;
            /** @description null for the default variant of a product without options */
            name: string | null;
            /** @description { optionName: value } */
            options: {
                [key: string]: string;
            };
            pricing: components["schemas"]["ProductVariantPricingResponse"];
            sku: string | null;
        };
        ProductVideoViewResponse: {
            embedUrl: string | null;
            /** @description epoch ms when a signed URL stops working; null for a public file */
            expiresAt: number | null;
            order: number;
            title: string | null;
            url: string | null;
        };
        ProfileResponse: {
            email: string;
            emailVerified: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            name: string;
            phone: string | null;
            phoneVerified: boolean;
            /** @description `customer`, `superadmin`, or the admin role name */
            role: string;
        };
        ProviderSettingsDto: {
            clientId: string;
            clientSecret?: string;
            /** Format: url */
            issuer: string;
            scopes?: string;
        };
        PublicBlogCategoryResponse: {
            description: string | null;
            id: number;
            name: string;
            /** @description Published posts in the category */
            postCount: number;
            slug: string;
        };
        PublicBlogPostResponse: {
            authorName: string | null;
            /** @description Sanitised HTML */
            body: string;
            categoryName: string | null;
            categorySlug: string | null;
            cta: components["schemas"]["BlogCtaResponse"] | null;
            /**
             * Format: date-time
             * @description The date to show (the editor may set it apart from publishedAt)
             */
            displayDate: string | null;
            excerpt: string | null;
            faqs: components["schemas"]["BlogFaqResponse"][];
            featuredImageAlt: string | null;
            featuredImageUrl: string | null;
            heroIntro: string | null;
            id: number;
            /** Format: date-time */
            publishedAt: string | null;
            seo: components["schemas"]["SeoResponse"] | null;
            slug: string;
            structuredData: components["schemas"]["BlogStructuredDataResponse"];
            title: string;
            videos: components["schemas"]["BlogVideoResponse"][];
        };
        PutOptionsDto: {
            options: components["schemas"]["OptionDto"][];
            version?: number;
        };
        PutSectionBody: {
            isEnabled?: boolean;
            /** @description The payload schema of the sectionKey in the path */
            payload: components["schemas"]["HeroSectionPayload"] | components["schemas"]["HowItWorksSectionPayload"] | components["schemas"]["FaqIntroSectionPayload"] | components["schemas"]["RelatedBlogsIntroSectionPayload"] | components["schemas"]["CtaBannerSectionPayload"] | components["schemas"]["WhyChooseSectionPayload"] | components["schemas"]["DocumentSectionPayload"] | components["schemas"]["DataFlowSummarySectionPayload"] | components["schemas"]["BrandBlurbSectionPayload"] | components["schemas"]["QuickLinksSectionPayload"] | components["schemas"]["LegalLinksSectionPayload"] | components["schemas"]["CopyrightSectionPayload"] | components["schemas"]["ContactInfoSectionPayload"] | components["schemas"]["ContactFormSectionPayload"] | components["schemas"]["AboutStatsSectionPayload"] | components["schemas"]["OurMissionSectionPayload"] | components["schemas"]["AnnouncementBarSectionPayload"] | components["schemas"]["AboutStoryMediaSectionPayload"] | components["schemas"]["AboutTeamSectionPayload"] | components["schemas"]["AboutStoresSectionPayload"] | components["schemas"]["TrustStripSectionPayload"] | components["schemas"]["PaymentMethodsSectionPayload"];
            position?: number;
        };
        QuickLinksSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["QuickLinksSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "quick_links";
            /** Format: date-time */
            updatedAt: string;
        };
        QuickLinksSectionPayload: {
            heading?: string;
            links: {
                label: string;
                /** Format: link-url */
                url: string;
            }[];
        };
        RecoverConfirmDto: {
            /** Format: email */
            email: string;
            otp: string;
        };
        RecoveryResponse: {
            /** Format: date-time */
            deleteBlockUntil: string;
            /** @enum {string} */
            status: "active";
            success: boolean;
        };
        RefreshDto: {
            refreshToken: string;
        };
        RegisterDto: {
            deviceInfo?: components["schemas"]["DeviceInfoDto"];
            /** Format: email */
            email: string;
            name: string;
            password: string;
        };
        RelatedBlogsIntroSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["RelatedBlogsIntroSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "related_blogs_intro";
            /** Format: date-time */
            updatedAt: string;
        };
        RelatedBlogsIntroSectionPayload: {
            cta?: {
                label: string;
                /** Format: link-url */
                url: string;
            };
            description?: string;
            heading: string;
            maxPosts?: number;
        };
        ReorderDto: {
            publicIds: string[];
        };
        ResetPasswordDto: {
            /** Format: email */
            email?: string;
            newPassword: string;
            otp?: string;
            token?: string;
        };
        /** @description A rich-text document (a ProseMirror/Tiptap subset) */
        RichTextDocument: {
            content: components["schemas"]["RichTextNode"][];
            /** @constant */
            type: "doc";
        };
        RichTextMark: {
            attrs?: {
                class?: string | null;
                /** Format: link-url */
                href?: string;
                rel?: string | null;
                /** @enum {unknown} */
                target?: "_blank" | "_self" | null;
            };
            /** @enum {unknown} */
            type: "bold" | "italic" | "underline" | "strike" | "code" | "link";
        };
        RichTextNode: {
            attrs?: {
                level?: number;
                start?: number;
                /** @enum {unknown} */
                textAlign?: "left" | "center" | "right" | "justify" | null;
            };
            content?: components["schemas"]["RichTextNode"][];
            marks?: components["schemas"]["RichTextMark"][];
            text?: string;
            /** @enum {unknown} */
            type: "paragraph" | "heading" | "text" | "bulletList" | "orderedList" | "listItem" | "blockquote" | "hardBreak" | "horizontalRule";
        } & (unknown & unknown);
        RoleRefResponse: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        RoleResponse: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Permission names, sorted */
            permissions: string[];
            /** Format: date-time */
            updatedAt: string;
        };
        SearchResultResponse: {
            brands: components["schemas"]["BrandHitResponse"][];
            categories: components["schemas"]["CategoryHitResponse"][];
            series: components["schemas"]["SeriesHitResponse"][];
        };
        /**
         * @description A section of a content page; its payload schema is `<SectionKey in PascalCase>SectionPayload`.
         * @enum {string}
         */
        SectionKey: "hero" | "how_it_works" | "faq_intro" | "related_blogs_intro" | "cta_banner" | "why_choose" | "document" | "data_flow_summary" | "brand_blurb" | "quick_links" | "legal_links" | "copyright" | "contact_info" | "contact_form" | "about_stats" | "our_mission" | "announcement_bar" | "about_story_media" | "about_team" | "about_stores" | "trust_strip" | "payment_methods";
        SeoAdminResponse: {
            canonicalUrl: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            ogImageUrl: string | null;
            /** @description e.g. `index,follow` */
            robots: string | null;
            title: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        SeoResponse: {
            canonicalUrl: string | null;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            ogImageUrl: string | null;
            /** @description e.g. `index,follow` */
            robots: string | null;
            title: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        SeriesHitResponse: {
            brand: components["schemas"]["BrandRefResponse"] | null;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        SignedUrlsDto: {
            expiresIn?: number;
            keys: string[];
        };
        SignInResponse: {
            tokens: components["schemas"]["TokensResponse"];
            user: components["schemas"]["ProfileResponse"];
        };
        SpecificationDto: {
            group: string;
            name: string;
            value: string;
        };
        StartLinkDto: {
            redirectUri: string;
        };
        StockDto: {
            /** @enum {string} */
            stockStatus: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
            version: number;
        };
        StorefrontBrandDetailResponse: {
            /** @description The current slug (an old slug in the URL still finds the brand) */
            canonicalSlug: string;
            description: string | null;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
        };
        StorefrontBrandResponse: {
            description: string | null;
            displayOrder: number;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        StorefrontBreadcrumbResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string | null;
        };
        StorefrontCategoryDetailResponse: {
            /** @description The current slug (an old slug in the URL still finds the category) */
            canonicalSlug: string;
            description: string | null;
            imageAlt: string | null;
            imageUrl: string | null;
            name: string;
            /** Format: uuid */
            parentId: string | null;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
        };
        StorefrontCategoryResponse: {
            description: string | null;
            displayOrder: number;
            imageAlt: string | null;
            imageUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        StorefrontCategoryTreeRootResponse: {
            children: components["schemas"]["StorefrontCategoryResponse"][];
            description: string | null;
            displayOrder: number;
            imageAlt: string | null;
            imageUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        StorefrontSeriesDetailResponse: {
            brand: components["schemas"]["BrandRefResponse"];
            /** @description The current slug (an old slug in the URL still finds the series) */
            canonicalSlug: string;
            description: string | null;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            seoDescription: string | null;
            seoTitle: string | null;
        };
        StorefrontSeriesResponse: {
            brand: components["schemas"]["BrandRefResponse"];
            description: string | null;
            displayOrder: number;
            logoAlt: string | null;
            logoUrl: string | null;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        StorefrontTagDetailResponse: {
            /** @description The current slug (an old slug in the URL still finds the tag) */
            canonicalSlug: string;
            name: string;
            /** Format: uuid */
            publicId: string;
        };
        StorefrontTagResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
        };
        SuccessResponse: {
            success: boolean;
        };
        SuggestionResponse: {
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string;
            /** @enum {string} */
            type: "category" | "brand" | "series";
        };
        TagResponse: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt: string | null;
            isVisible: boolean;
            name: string;
            /** Format: uuid */
            publicId: string;
            slug: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        TagsDto: {
            tagPublicIds: string[];
            version?: number;
        };
        TokensResponse: {
            /** @description Bearer token for the Authorization header */
            accessToken: string;
            /** @description Exchanged for new tokens at /refresh */
            refreshToken: string;
            /** Format: uuid */
            sessionId: string;
        };
        TrustStripSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["TrustStripSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "trust_strip";
            /** Format: date-time */
            updatedAt: string;
        };
        TrustStripSectionPayload: {
            badges: {
                description?: string;
                /** @enum {string} */
                iconKey: "truck" | "package" | "credit-card" | "wallet" | "shield-check" | "lock" | "refresh" | "headset" | "clock" | "tag" | "gift" | "star" | "heart" | "map-pin" | "badge-check";
                label: string;
            }[];
        };
        UpdateAdminDto: {
            /** Format: email */
            email?: string;
            isActive?: boolean;
            name?: string;
            password?: string;
            /** Format: uuid */
            roleId?: string;
        };
        UpdateBlogCategoryDto: {
            description?: string | null;
            name?: string;
            slug?: string;
        };
        UpdateBlogPostDto: {
            body?: string;
            categoryId?: number | null;
            cta?: components["schemas"]["BlogCtaDto"] | null;
            displayDate?: ((string | unknown | unknown) | null) | unknown | unknown;
            excerpt?: string | null;
            faqs?: components["schemas"]["BlogFaqDto"][];
            featuredImageAlt?: string | null;
            /** Format: uri-reference */
            featuredImageUrl?: string | null;
            heroIntro?: string | null;
            /** Format: uuid */
            seoId?: string | null;
            slug?: string;
            /** @enum {string} */
            status?: "draft" | "published";
            title?: string;
            videos?: components["schemas"]["BlogVideoDto"][];
        };
        UpdateBrandDto: {
            description?: string | null;
            isVisible?: boolean;
            logoAlt?: string | null;
            /** Format: uri-reference */
            logoUrl?: string | null;
            name?: string;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        UpdateCategoryDto: {
            description?: string | null;
            displayOrder?: number;
            imageAlt?: string | null;
            /** Format: uri-reference */
            imageUrl?: string | null;
            isVisible?: boolean;
            name?: string;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        UpdateDealDto: {
            brandPublicIds?: string[];
            categoryPublicIds?: string[];
            discountBps?: number;
            endsAt?: string | unknown | unknown;
            isActive?: boolean;
            name?: string;
            productPublicIds?: string[];
            startsAt?: string | unknown | unknown;
        };
        UpdatePageMetaDto: {
            /** Format: uuid */
            seoId?: string | null;
            title?: string;
        };
        UpdateProductDto: {
            brandPublicId?: string | null;
            brandSeriesPublicId?: string | null;
            categoryPublicId?: string;
            description?: string | null;
            name?: string;
            shortDescription?: string | null;
            sku?: string | null;
            slug?: string;
            specifications?: components["schemas"]["SpecificationDto"][];
            version?: number;
        };
        UpdateRoleDto: {
            description?: string;
            name?: string;
            permissions?: string[];
        };
        UpdateSeoDto: {
            /** Format: uri-reference */
            canonicalUrl?: string | null;
            description?: string | null;
            /** Format: uri-reference */
            ogImageUrl?: string | null;
            /** @enum {string|null} */
            robots?: "index,follow" | "noindex,follow" | "index,nofollow" | "noindex,nofollow" | null;
            title?: string | null;
        };
        UpdateSeriesDto: {
            description?: string | null;
            isVisible?: boolean;
            logoAlt?: string | null;
            /** Format: uri-reference */
            logoUrl?: string | null;
            name?: string;
            seoDescription?: string | null;
            seoTitle?: string | null;
            slug?: string;
        };
        UpdateTagDto: {
            isVisible?: boolean;
            name?: string;
            slug?: string;
        };
        UpdateVariantDto: {
            isDefault?: boolean;
            isTracked?: boolean;
            lowStockThreshold?: number;
            mrp?: number;
            name?: string | null;
            options?: Record<string, never>;
            position?: number;
            sellingPrice?: number;
            sku?: string | null;
            /** @enum {string} */
            status?: "active" | "withdrawn";
            version?: number;
        };
        UploadedFileResponse: {
            /** @description When the URL stops working (Unix time in milliseconds); null for a public URL, which does not expire */
            expiresAt: number | null;
            /** @description The stored file name (images are re-encoded to WebP unless optimize=false) */
            filename: string;
            mimeType: string;
            /** @description The name the file was uploaded with */
            originalName: string;
            /** @description The key to store in a record (e.g. a post's image); resolves to a URL */
            relativePath: string;
            /** @description Bytes */
            size: number;
            url: string;
        };
        VideoDto: {
            embedUrl?: string | null;
            key?: string | null;
            order?: number;
            title?: string | null;
        };
        VisibilityDto: {
            isVisible: boolean;
        };
        WhyChooseSection: {
            /** Format: date-time */
            createdAt: string;
            isEnabled: boolean;
            payload: components["schemas"]["WhyChooseSectionPayload"];
            position: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sectionKey: "why_choose";
            /** Format: date-time */
            updatedAt: string;
        };
        WhyChooseSectionPayload: {
            cards: {
                description: string;
                /** @enum {string} */
                iconKey: "truck" | "package" | "credit-card" | "wallet" | "shield-check" | "lock" | "refresh" | "headset" | "clock" | "tag" | "gift" | "star" | "heart" | "map-pin" | "badge-check";
                title: string;
            }[];
            description?: string;
            heading: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAdmins: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
                isActive?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                roleId?: string;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["AdminResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateAdminDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `ROLE_ASSIGNMENT_FORBIDDEN`: Assigning a role needs the Admins_UPDATE and Roles_UPDATE permissions
             *
             *     `ROLE_PERMISSIONS_NOT_HELD`: You cannot grant permissions you do not hold yourself
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "ROLE_ASSIGNMENT_FORBIDDEN" | "ROLE_PERMISSIONS_NOT_HELD";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ROLE_NOT_FOUND`: Role not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `ADMIN_EMAIL_ALREADY_EXISTS`: An account with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_EMAIL_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ADMIN_NOT_FOUND`: Admin not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `ADMIN_ALREADY_DELETED`: This admin is already deleted
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "ADMIN_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ADMIN_NOT_FOUND`: Admin not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `ADMIN_CANNOT_CHANGE_SELF`: You cannot delete or deactivate your own account
             *
             *     `ADMIN_SUPERADMIN_PROTECTED`: A superadmin is managed through SUPERADMIN_EMAIL, not this route
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_CANNOT_CHANGE_SELF" | "ADMIN_SUPERADMIN_PROTECTED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateAdminDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateAdminDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `ADMIN_CANNOT_CHANGE_OWN_ROLE`: You cannot change your own role
             *
             *     `ROLE_ASSIGNMENT_FORBIDDEN`: Assigning a role needs the Admins_UPDATE and Roles_UPDATE permissions
             *
             *     `ROLE_PERMISSIONS_NOT_HELD`: You cannot grant permissions you do not hold yourself
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "ADMIN_CANNOT_CHANGE_OWN_ROLE" | "ROLE_ASSIGNMENT_FORBIDDEN" | "ROLE_PERMISSIONS_NOT_HELD";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `ADMIN_NOT_FOUND`: Admin not found
             *
             *     `ROLE_NOT_FOUND`: Role not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_NOT_FOUND" | "ROLE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `ADMIN_EMAIL_ALREADY_EXISTS`: An account with this email already exists
             *
             *     `ADMIN_CANNOT_CHANGE_SELF`: You cannot delete or deactivate your own account
             *
             *     `ADMIN_SUPERADMIN_PROTECTED`: A superadmin is managed through SUPERADMIN_EMAIL, not this route
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_EMAIL_ALREADY_EXISTS" | "ADMIN_CANNOT_CHANGE_SELF" | "ADMIN_SUPERADMIN_PROTECTED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `ADMIN_NOT_DELETED`: This admin is not deleted
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "ADMIN_NOT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ADMIN_NOT_FOUND`: Admin not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ADMIN_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listOAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OAuthProviderSettingsResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getOAuthProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "idp-verified" | "idp-unverified";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OAuthProviderSettingsResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_FOUND`: Unknown sign-in provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateOAuthProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "idp-verified" | "idp-unverified";
            };
            cookie?: never;
        };
        /** @description ProviderSettingsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderSettingsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OAuthProviderSettingsResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_OAUTH_DISCOVERY_FAILED`: The issuer did not answer with a valid OpenID Connect discovery document
             *
             *     `AUTH_OAUTH_CLIENT_SECRET_REQUIRED`: clientSecret is required when none is stored yet
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_OAUTH_DISCOVERY_FAILED" | "AUTH_OAUTH_CLIENT_SECRET_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_FOUND`: Unknown sign-in provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listBlogCategories: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["BlogCategoryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createBlogCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateBlogCategoryDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogCategoryDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogCategoryDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_SLUG_ALREADY_EXISTS`: A blog category already uses (or used) this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getBlogCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogCategoryDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_NOT_FOUND`: Blog category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateBlogCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateBlogCategoryDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateBlogCategoryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogCategoryDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_NOT_FOUND`: Blog category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_SLUG_ALREADY_EXISTS`: A blog category already uses (or used) this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteBlogCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_NOT_FOUND`: Blog category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_NOT_EMPTY`: The category still has posts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_NOT_EMPTY";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                categoryId?: number;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
                status?: "draft" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["AdminBlogPostListItemResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateBlogPostDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogPostDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `BLOG_SEO_NOT_FOUND`: The SEO record named by seoId does not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "BLOG_SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_CATEGORY_NOT_FOUND`: Blog category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BLOG_POST_SLUG_ALREADY_EXISTS`: A blog post already uses (or used) this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateBlogPostDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateBlogPostDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `BLOG_SEO_NOT_FOUND`: The SEO record named by seoId does not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "BLOG_SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `BLOG_POST_NOT_FOUND`: Blog post not found
             *
             *     `BLOG_CATEGORY_NOT_FOUND`: Blog category not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND" | "BLOG_CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BLOG_POST_SLUG_ALREADY_EXISTS`: A blog post already uses (or used) this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    publishBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `BLOG_POST_INVALID_STATUS_TRANSITION`: The post cannot move to this status from its current one
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "BLOG_POST_INVALID_STATUS_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    unpublishBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `BLOG_POST_INVALID_STATUS_TRANSITION`: The post cannot move to this status from its current one
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "BLOG_POST_INVALID_STATUS_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listBrandSeries: {
        parameters: {
            query?: {
                brandPublicId?: string;
                includeDeleted?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["BrandSeriesResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateSeriesDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSeriesDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandSeriesResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_BRAND_NOT_FOUND`: The owning brand does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `BRAND_SERIES_SLUG_ALREADY_EXISTS`: This slug is already used by a brand series
             *
             *     `CATALOG_SLUG_GENERATION_FAILED`: No free slug could be generated from the name: send a slug
             *
             *     `BRAND_SERIES_BRAND_DELETED`: The owning brand is deleted
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_SLUG_ALREADY_EXISTS" | "CATALOG_SLUG_GENERATION_FAILED" | "BRAND_SERIES_BRAND_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandSeriesResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BRAND_SERIES_ALREADY_DELETED`: The brand series is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateSeriesDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateSeriesDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandSeriesResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `BRAND_SERIES_ALREADY_DELETED`: The brand series is deleted
             *
             *     `BRAND_SERIES_SLUG_ALREADY_EXISTS`: This slug is already used by a brand series
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_ALREADY_DELETED" | "BRAND_SERIES_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandSeriesResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `BRAND_SERIES_NOT_DELETED`: The brand series is not deleted
             *
             *     `BRAND_SERIES_BRAND_DELETED`: The owning brand is deleted
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_DELETED" | "BRAND_SERIES_BRAND_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setBrandSeriesVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description VisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandSeriesResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BRAND_SERIES_ALREADY_DELETED`: The brand series is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkDeleteBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkRestoreBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkSetBrandSeriesVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkVisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkVisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    reorderBrandSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ReorderDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `CATALOG_REORDER_INVALID_ITEM`: The ids must be exactly the alive siblings of one level
             *
             *     `CATALOG_REORDER_MIXED_PARENT`: The ids belong to different parents
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_REORDER_INVALID_ITEM" | "CATALOG_REORDER_MIXED_PARENT";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listBrands: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["BrandResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateBrandDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBrandDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `BRAND_SLUG_ALREADY_EXISTS`: This slug is already used by a brand
             *
             *     `CATALOG_SLUG_GENERATION_FAILED`: No free slug could be generated from the name: send a slug
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SLUG_ALREADY_EXISTS" | "CATALOG_SLUG_GENERATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `BRAND_ALREADY_DELETED`: The brand is deleted
             *
             *     `BRAND_HAS_ACTIVE_SERIES`: The brand has active series
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_ALREADY_DELETED" | "BRAND_HAS_ACTIVE_SERIES";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateBrandDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateBrandDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `BRAND_ALREADY_DELETED`: The brand is deleted
             *
             *     `BRAND_SLUG_ALREADY_EXISTS`: This slug is already used by a brand
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_ALREADY_DELETED" | "BRAND_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BRAND_NOT_DELETED`: The brand is not deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setBrandVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description VisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BrandResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `BRAND_ALREADY_DELETED`: The brand is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkDeleteBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkRestoreBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkSetBrandVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkVisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkVisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    reorderBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ReorderDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `CATALOG_REORDER_INVALID_ITEM`: The ids must be exactly the alive siblings of one level
             *
             *     `CATALOG_REORDER_MIXED_PARENT`: The ids belong to different parents
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_REORDER_INVALID_ITEM" | "CATALOG_REORDER_MIXED_PARENT";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                deletedOnly?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                parentId?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["CategoryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_PARENT_NOT_FOUND`: The parent category does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_PARENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateCategoryDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategoryDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_PARENT_NOT_FOUND`: The parent category does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_PARENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `CATEGORY_PARENT_DELETED`: The parent category is deleted
             *
             *     `CATEGORY_MAX_DEPTH_EXCEEDED`: The category tree is at most 6 levels deep below the root
             *
             *     `CATEGORY_SLUG_ALREADY_EXISTS`: This slug is already used by a category
             *
             *     `CATALOG_SLUG_GENERATION_FAILED`: No free slug could be generated from the name: send a slug
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_PARENT_DELETED" | "CATEGORY_MAX_DEPTH_EXCEEDED" | "CATEGORY_SLUG_ALREADY_EXISTS" | "CATALOG_SLUG_GENERATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `CATEGORY_ALREADY_DELETED`: The category is deleted
             *
             *     `CATEGORY_HAS_CHILDREN`: The category has active children
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_ALREADY_DELETED" | "CATEGORY_HAS_CHILDREN";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateCategoryDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `CATEGORY_ALREADY_DELETED`: The category is deleted
             *
             *     `CATEGORY_SLUG_ALREADY_EXISTS`: This slug is already used by a category
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_ALREADY_DELETED" | "CATEGORY_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCategoryBreadcrumbs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryBreadcrumbResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    moveCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description MoveCategoryDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MoveCategoryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `CATEGORY_NOT_FOUND`: Category not found
             *
             *     `CATEGORY_PARENT_NOT_FOUND`: The parent category does not exist
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND" | "CATEGORY_PARENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `CATEGORY_ALREADY_DELETED`: The category is deleted
             *
             *     `CATEGORY_PARENT_DELETED`: The parent category is deleted
             *
             *     `CATEGORY_CIRCULAR_HIERARCHY`: A category cannot be moved under itself or one of its descendants
             *
             *     `CATEGORY_MAX_DEPTH_EXCEEDED`: The category tree is at most 6 levels deep below the root
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_ALREADY_DELETED" | "CATEGORY_PARENT_DELETED" | "CATEGORY_CIRCULAR_HIERARCHY" | "CATEGORY_MAX_DEPTH_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `CATEGORY_NOT_DELETED`: The category is not deleted
             *
             *     `CATEGORY_PARENT_DELETED`: The parent category is deleted
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_DELETED" | "CATEGORY_PARENT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setCategoryVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description VisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `CATEGORY_ALREADY_DELETED`: The category is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkDeleteCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkRestoreCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkSetCategoryVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BulkVisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkVisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    reorderCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ReorderDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `CATALOG_REORDER_INVALID_ITEM`: The ids must be exactly the alive siblings of one level
             *
             *     `CATALOG_REORDER_MIXED_PARENT`: The ids belong to different parents
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_REORDER_INVALID_ITEM" | "CATALOG_REORDER_MIXED_PARENT";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryTreeNodeResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listCatalogJobs: {
        parameters: {
            query?: {
                entity?: "category" | "brand" | "brand_series";
                kind?: "import" | "export";
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
                status?: "queued" | "processing" | "completed" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["CatalogJobResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `PAGINATION_LIMIT_TOO_LARGE`: Pages beyond the first 10,000 jobs cannot be listed; narrow the filters
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "PAGINATION_LIMIT_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCatalogJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CatalogJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_JOB_NOT_FOUND`: Catalog job not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_JOB_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    cancelCatalogJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CatalogJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CATALOG_JOB_NOT_FOUND`: Catalog job not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_JOB_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `CATALOG_JOB_NOT_CANCELLABLE`: Only a queued or processing job can be cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATALOG_JOB_NOT_CANCELLABLE";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    submitCatalogExport: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `catalog-job-export`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description ExportJobDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportJobDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CatalogJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    submitCatalogImport: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `catalog-job-import`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    entity: "category" | "brand" | "brand_series";
                    /**
                     * Format: binary
                     * @description CSV (UTF-8) or XLSX, at most 25 MB and 50,000 rows, with the template columns
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CatalogJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             *
             *     `CATALOG_IMPORT_FILE_REQUIRED`: A file is required in the multipart field "file"
             *
             *     `CATALOG_IMPORT_FILE_TYPE_INVALID`: The file must be a CSV (UTF-8 text) or an XLSX workbook
             *
             *     `CATALOG_IMPORT_MULTIPART_INVALID`: The multipart body is invalid: send one file in "file" and the field "entity"
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REQUIRED" | "CATALOG_IMPORT_FILE_REQUIRED" | "CATALOG_IMPORT_FILE_TYPE_INVALID" | "CATALOG_IMPORT_MULTIPART_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `CATALOG_JOB_ENTITY_PERMISSION_DENIED`: You do not have permission to create records of this entity
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "CATALOG_JOB_ENTITY_PERMISSION_DENIED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 413;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCatalogImportTemplate: {
        parameters: {
            query: {
                entity: "category" | "brand" | "brand_series";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header row of the import file (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["TagResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateTagDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTagDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TagResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `TAG_SLUG_ALREADY_EXISTS`: This slug is already used by a tag
             *
             *     `CATALOG_SLUG_GENERATION_FAILED`: No free slug could be generated from the name: send a slug
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_SLUG_ALREADY_EXISTS" | "CATALOG_SLUG_GENERATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TagResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `TAG_ALREADY_DELETED`: The tag is already deleted
             *
             *     `TAG_HAS_LINKED_PRODUCTS`: The tag is linked to products
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_ALREADY_DELETED" | "TAG_HAS_LINKED_PRODUCTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateTagDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTagDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TagResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `TAG_ALREADY_DELETED`: The tag is already deleted
             *
             *     `TAG_SLUG_ALREADY_EXISTS`: This slug is already used by a tag
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_ALREADY_DELETED" | "TAG_SLUG_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TagResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `TAG_NOT_DELETED`: The tag is not deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setTagVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description VisibilityDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TagResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `TAG_ALREADY_DELETED`: The tag is already deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPageResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateContentPageMeta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
            };
            cookie?: never;
        };
        /** @description UpdatePageMetaDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePageMetaDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPageResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `CONTENT_SEO_NOT_FOUND`: The SEO record does not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "CONTENT_SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    putContentSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
                sectionKey: components["schemas"]["SectionKey"];
            };
            cookie?: never;
        };
        /** @description PutSectionDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutSectionBody"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentSection"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `CONTENT_SECTION_KEY_INVALID`: This section is not allowed for the page
             *
             *     `CONTENT_SECTION_PAYLOAD_INVALID`: The section payload is invalid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "CONTENT_SECTION_KEY_INVALID" | "CONTENT_SECTION_PAYLOAD_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteContentSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
                sectionKey: components["schemas"]["SectionKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `CONTENT_SECTION_KEY_INVALID`: This section is not allowed for the page
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "CONTENT_SECTION_KEY_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listDeals: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
                isActive?: boolean;
                live?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["AdminDealResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `deal`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description CreateDealDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDealDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDealResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             *
             *     `DEAL_SCOPE_REQUIRED`: A deal covers at least one product, category or brand
             *
             *     `DEAL_DATE_INVALID`: startsAt must be before endsAt
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED" | "DEAL_SCOPE_REQUIRED" | "DEAL_DATE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_CATEGORY_NOT_FOUND`: The category does not exist
             *
             *     `PRODUCT_BRAND_NOT_FOUND`: The brand does not exist
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_CATEGORY_NOT_FOUND" | "PRODUCT_BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDealResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `DEAL_NOT_FOUND`: Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `DEAL_NOT_FOUND`: Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `DEAL_ALREADY_DELETED`: The deal is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description UpdateDealDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateDealDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDealResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `DEAL_SCOPE_REQUIRED`: A deal covers at least one product, category or brand
             *
             *     `DEAL_DATE_INVALID`: startsAt must be before endsAt
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "DEAL_SCOPE_REQUIRED" | "DEAL_DATE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `DEAL_NOT_FOUND`: Deal not found
             *
             *     `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_CATEGORY_NOT_FOUND`: The category does not exist
             *
             *     `PRODUCT_BRAND_NOT_FOUND`: The brand does not exist
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "PRODUCT_CATEGORY_NOT_FOUND" | "PRODUCT_BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `DEAL_ALREADY_DELETED`: The deal is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreDeal: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `deal-restore`) */
                "Idempotency-Key": string;
            };
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDealResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `DEAL_NOT_FOUND`: Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "DEAL_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `DEAL_NOT_DELETED`: The deal is not deleted
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "DEAL_NOT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                brandPublicId?: string;
                categoryPublicId?: string;
                includeDeleted?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
                status?: "draft" | "published" | "unlisted" | "archived";
                stockStatus?: "in_stock" | "out_of_stock" | "low_stock" | "pre_order";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["AdminProductSummaryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description CreateProductDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             *
             *     `PRODUCT_PRICE_INVALID`: The selling price cannot be above the MRP
             *
             *     `PRODUCT_SERIES_BRAND_MISMATCH`: The brand series does not belong to the given brand
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED" | "PRODUCT_PRICE_INVALID" | "PRODUCT_SERIES_BRAND_MISMATCH";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_CATEGORY_NOT_FOUND`: The category does not exist
             *
             *     `PRODUCT_BRAND_NOT_FOUND`: The brand does not exist
             *
             *     `PRODUCT_SERIES_NOT_FOUND`: The brand series does not exist
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_CATEGORY_NOT_FOUND" | "PRODUCT_BRAND_NOT_FOUND" | "PRODUCT_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_SLUG_ALREADY_EXISTS`: This slug is already used (or was used) by a product
             *
             *     `PRODUCT_SKU_ALREADY_EXISTS`: This SKU is already used by a live product or variant
             *
             *     `CATALOG_SLUG_GENERATION_FAILED`: No free slug could be generated from the name: send a slug
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_SLUG_ALREADY_EXISTS" | "PRODUCT_SKU_ALREADY_EXISTS" | "CATALOG_SLUG_GENERATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description UpdateProductDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateProductDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `PRODUCT_SERIES_BRAND_MISMATCH`: The brand series does not belong to the given brand
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "PRODUCT_SERIES_BRAND_MISMATCH";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_CATEGORY_NOT_FOUND`: The category does not exist
             *
             *     `PRODUCT_BRAND_NOT_FOUND`: The brand does not exist
             *
             *     `PRODUCT_SERIES_NOT_FOUND`: The brand series does not exist
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_CATEGORY_NOT_FOUND" | "PRODUCT_BRAND_NOT_FOUND" | "PRODUCT_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `PRODUCT_SLUG_ALREADY_EXISTS`: This slug is already used (or was used) by a product
             *
             *     `PRODUCT_SKU_ALREADY_EXISTS`: This SKU is already used by a live product or variant
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION" | "PRODUCT_SLUG_ALREADY_EXISTS" | "PRODUCT_SKU_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description DiscoveryDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DiscoveryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductLifecycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description LifecycleDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LifecycleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description MediaDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MediaDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `PRODUCT_VIDEO_SOURCE_REQUIRED`: A video needs a key or an embedUrl
             *
             *     `PRODUCT_VIDEO_SOURCE_CONFLICT`: A video has either a key or an embedUrl, not both
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "PRODUCT_VIDEO_SOURCE_REQUIRED" | "PRODUCT_VIDEO_SOURCE_CONFLICT";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description PutOptionsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutOptionsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductOptionsResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `PRODUCT_VARIANT_OPTIONS_CONFLICT`: Another live variant has the same option combination
             *
             *     `PRODUCT_OPTION_VALUE_IN_USE`: A live variant still uses an option value this change removes
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION" | "PRODUCT_VARIANT_OPTIONS_CONFLICT" | "PRODUCT_OPTION_VALUE_IN_USE";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description PricingDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `PRODUCT_PRICE_INVALID`: The selling price cannot be above the MRP
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "PRODUCT_PRICE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-restore`) */
                "Idempotency-Key": string;
            };
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_NOT_DELETED`: The product is not deleted
             *
             *     `PRODUCT_SKU_ALREADY_EXISTS`: This SKU is already used by a live product or variant
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_NOT_DELETED" | "PRODUCT_SKU_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductSeo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description ProductSeoDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ProductSeoDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `PRODUCT_SEO_NOT_FOUND`: The SEO record named by seoId does not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "PRODUCT_SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductStockStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description StockDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setProductTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description TagsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `TAG_NOT_FOUND`: Tag not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listProductVariants: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
            };
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVariantResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createProductVariant: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-variant`) */
                "Idempotency-Key": string;
            };
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        /** @description CreateVariantDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVariantDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVariantResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             *
             *     `PRODUCT_PRICE_INVALID`: The selling price cannot be above the MRP
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED" | "PRODUCT_PRICE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `PRODUCT_SKU_ALREADY_EXISTS`: This SKU is already used by a live product or variant
             *
             *     `PRODUCT_VARIANT_OPTIONS_CONFLICT`: Another live variant has the same option combination
             *
             *     `PRODUCT_VARIANT_LIMIT_EXCEEDED`: A product has at most 100 live variants
             *
             *     `PRODUCT_DEFAULT_VARIANT_REQUIRED`: The default variant cannot be deleted or withdrawn while other variants are live
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION" | "PRODUCT_SKU_ALREADY_EXISTS" | "PRODUCT_VARIANT_OPTIONS_CONFLICT" | "PRODUCT_VARIANT_LIMIT_EXCEEDED" | "PRODUCT_DEFAULT_VARIANT_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getProductVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
                variantPublicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVariantResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_VARIANT_NOT_FOUND`: Product variant not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_VARIANT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteProductVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
                variantPublicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_VARIANT_NOT_FOUND`: Product variant not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_VARIANT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `PRODUCT_DEFAULT_VARIANT_REQUIRED`: The default variant cannot be deleted or withdrawn while other variants are live
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION" | "PRODUCT_DEFAULT_VARIANT_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateProductVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
                variantPublicId: string;
            };
            cookie?: never;
        };
        /** @description UpdateVariantDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateVariantDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVariantResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `PRODUCT_PRICE_INVALID`: The selling price cannot be above the MRP
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "PRODUCT_PRICE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_VARIANT_NOT_FOUND`: Product variant not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_VARIANT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_VERSION_CONFLICT`: The product was changed since this version; reload it and try again
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `PRODUCT_SKU_ALREADY_EXISTS`: This SKU is already used by a live product or variant
             *
             *     `PRODUCT_VARIANT_OPTIONS_CONFLICT`: Another live variant has the same option combination
             *
             *     `PRODUCT_DEFAULT_VARIANT_REQUIRED`: The default variant cannot be deleted or withdrawn while other variants are live
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_ALREADY_DELETED" | "PRODUCT_VERSION_CONFLICT" | "PRODUCT_INVALID_TRANSITION" | "PRODUCT_SKU_ALREADY_EXISTS" | "PRODUCT_VARIANT_OPTIONS_CONFLICT" | "PRODUCT_DEFAULT_VARIANT_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    adjustVariantStock: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-inventory-adjustment`) */
                "Idempotency-Key": string;
            };
            path: {
                publicId: string;
                variantPublicId: string;
            };
            cookie?: never;
        };
        /** @description AdjustmentDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventoryAdjustmentResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_VARIANT_NOT_FOUND`: Product variant not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_VARIANT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_ALREADY_DELETED`: The product is deleted
             *
             *     `PRODUCT_INVALID_TRANSITION`: An archived product can only move back to draft
             *
             *     `INVENTORY_NEGATIVE`: Stock on hand cannot go below zero
             *
             *     `INVENTORY_BELOW_RESERVED`: An adjustment or receipt cannot take stock on hand below the reserved quantity
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_ALREADY_DELETED" | "PRODUCT_INVALID_TRANSITION" | "INVENTORY_NEGATIVE" | "INVENTORY_BELOW_RESERVED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listVariantStockMovements: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                publicId: string;
                variantPublicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventoryMovementResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        /** @description Pass as `cursor` for the next page; null on the last one */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `PRODUCT_NOT_FOUND`: Product not found
             *
             *     `PRODUCT_VARIANT_NOT_FOUND`: Product variant not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND" | "PRODUCT_VARIANT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkDeleteProducts: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-bulk`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description ProductBulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkSetProductDiscovery: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-bulk`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description BulkDiscoveryDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDiscoveryDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkSetProductLifecycle: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-bulk`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description BulkLifecycleDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkLifecycleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    bulkRestoreProducts: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-bulk`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description ProductBulkIdsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBulkIdsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             *
             *     `PRODUCT_BULK_LIMIT_EXCEEDED`: At most 100 unique ids per bulk request
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "PRODUCT_BULK_LIMIT_EXCEEDED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listProductJobs: {
        parameters: {
            query?: {
                kind?: "import" | "export";
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
                status?: "queued" | "processing" | "completed" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["ProductJobResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `PAGINATION_LIMIT_TOO_LARGE`: Pages beyond the first 10,000 jobs cannot be listed; narrow the filters
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "PAGINATION_LIMIT_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getProductJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_JOB_NOT_FOUND`: Product job not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_JOB_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    cancelProductJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `PRODUCT_JOB_NOT_FOUND`: Product job not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_JOB_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `PRODUCT_JOB_NOT_CANCELLABLE`: Only a queued or processing job can be cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_JOB_NOT_CANCELLABLE";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    submitProductExport: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-job-export`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description ProductExportJobDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductExportJobDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "IDEMPOTENCY_KEY_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    submitProductImport: {
        parameters: {
            query?: never;
            header: {
                /** @description Client-chosen key; the first answer for it is kept and replayed (scope `product-job-import`) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV (UTF-8, .csv) or XLSX (.xlsx): the format comes from the name; at most 25 MB and 50,000 rows, with the template columns
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductJobDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required
             *
             *     `PRODUCT_IMPORT_FILE_REQUIRED`: A file is required in the multipart field "file"
             *
             *     `PRODUCT_IMPORT_FILE_TYPE_INVALID`: The file must be a .csv (UTF-8 text) or an .xlsx workbook, as its name says
             *
             *     `PRODUCT_IMPORT_MULTIPART_INVALID`: The multipart body is invalid: send one file in "file"
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REQUIRED" | "PRODUCT_IMPORT_FILE_REQUIRED" | "PRODUCT_IMPORT_FILE_TYPE_INVALID" | "PRODUCT_IMPORT_MULTIPART_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `PRODUCT_JOB_ENTITY_PERMISSION_DENIED`: Importing products needs both Products_CREATE and Products_UPDATE
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "PRODUCT_JOB_ENTITY_PERMISSION_DENIED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `IDEMPOTENCY_KEY_CONFLICT`: This Idempotency-Key was used with a different request
             *
             *     `IDEMPOTENCY_REQUEST_IN_PROGRESS`: A request with this Idempotency-Key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "IDEMPOTENCY_KEY_CONFLICT" | "IDEMPOTENCY_REQUEST_IN_PROGRESS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 413;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getProductImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header row of the product import file (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["RoleResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateRoleDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoleDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RoleResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `ROLE_PERMISSION_UNKNOWN`: Unknown permission names
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "ROLE_PERMISSION_UNKNOWN";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `ROLE_PERMISSIONS_NOT_HELD`: You cannot grant permissions you do not hold yourself
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "ROLE_PERMISSIONS_NOT_HELD";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ROLE_NAME_ALREADY_EXISTS`: A role with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NAME_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RoleResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ROLE_NOT_FOUND`: Role not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ROLE_NOT_FOUND`: Role not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `ROLE_IN_USE`: The role is assigned to admins */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_IN_USE";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateRoleDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateRoleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RoleResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `ROLE_PERMISSION_UNKNOWN`: Unknown permission names
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "ROLE_PERMISSION_UNKNOWN";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `ROLE_PERMISSIONS_NOT_HELD`: You cannot grant permissions you do not hold yourself
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "ROLE_PERMISSIONS_NOT_HELD";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ROLE_NOT_FOUND`: Role not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `ROLE_NAME_ALREADY_EXISTS`: A role with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ROLE_NAME_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listSeoRecords: {
        parameters: {
            query?: {
                includeDeleted?: boolean;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["SeoAdminResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    createSeoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CreateSeoDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateSeoDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoAdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getSeoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoAdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `SEO_NOT_FOUND`: SEO record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    deleteSeoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `SEO_NOT_FOUND`: SEO record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `SEO_ALREADY_DELETED`: This SEO record is already deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_ALREADY_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    updateSeoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description UpdateSeoDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateSeoDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoAdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `SEO_NOT_FOUND`: SEO record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    restoreSeoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoAdminResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `SEO_NOT_FOUND`: SEO record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `SEO_NOT_DELETED`: This SEO record is not deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "SEO_NOT_DELETED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    cancelAdminAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionStatusResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_NOT_PENDING`: No deletion of this account is pending
             *
             *     `ACCOUNT_DELETION_WINDOW_ELAPSED`: The grace period has ended; the deletion can no longer be cancelled
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_NOT_PENDING" | "ACCOUNT_DELETION_WINDOW_ELAPSED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestAdminAccountRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    confirmAdminAccountRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RecoverConfirmDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverConfirmDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecoveryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_WINDOW_ELAPSED`: The grace period has ended; the deletion can no longer be cancelled
             *
             *     `ACCOUNT_DELETION_NOT_PENDING`: No deletion of this account is pending
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_WINDOW_ELAPSED" | "ACCOUNT_DELETION_NOT_PENDING";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestAdminAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionScheduledResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_ALREADY_REQUESTED`: A deletion of this account is already pending
             *
             *     `ACCOUNT_DELETION_BLOCKED`: This account was recovered recently; a new deletion request is not possible yet
             *
             *     `ADMIN_SUPERADMIN_PROTECTED`: A superadmin is managed through SUPERADMIN_EMAIL, not this route
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_ALREADY_REQUESTED" | "ACCOUNT_DELETION_BLOCKED" | "ADMIN_SUPERADMIN_PROTECTED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getAdminAccountDeletionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionStatusResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    confirmAdminEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CodeOrTokenDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CodeOrTokenDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    resendAdminEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    signInAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailLoginDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLoginDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_INVALID_CREDENTIALS`: Email or password is incorrect */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_INVALID_CREDENTIALS";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `AUTH_ACCOUNT_DISABLED`: This account is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_ACCOUNT_DISABLED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ACCOUNT_PENDING_DELETION`: This account is scheduled for deletion; recover it to use it again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_PENDING_DELETION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    signOutAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getAdminProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestAdminPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    resetAdminPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ResetPasswordDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setAdminPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PasswordSetDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSetDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CURRENT_PASSWORD_REQUIRED`: currentPassword is required to change an existing password
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CURRENT_PASSWORD_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `UNAUTHORIZED`: Authentication is required
             *
             *     `AUTH_CURRENT_PASSWORD_INVALID`: The current password is incorrect
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED" | "AUTH_CURRENT_PASSWORD_INVALID";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getAdminPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermissionsResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    confirmAdminPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PhoneConfirmDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneConfirmDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestAdminPhoneVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PhoneRequestDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneRequestDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_SMS_DELIVERY_FAILED`: The verification text message could not be sent; try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_SMS_DELIVERY_FAILED";
                        /** @enum {integer} */
                        statusCode?: 502;
                    };
                };
            };
        };
    };
    refreshAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RefreshDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_REFRESH_TOKEN_INVALID`: The refresh token is invalid, expired or already used */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_REFRESH_TOKEN_INVALID";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listPublicBlogPosts: {
        parameters: {
            query?: {
                categoryId?: number;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["BlogPostListItemResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getPublicBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listPublicBlogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicBlogCategoryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getPublicContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPageResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    cancelCustomerAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionStatusResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_NOT_PENDING`: No deletion of this account is pending
             *
             *     `ACCOUNT_DELETION_WINDOW_ELAPSED`: The grace period has ended; the deletion can no longer be cancelled
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_NOT_PENDING" | "ACCOUNT_DELETION_WINDOW_ELAPSED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestCustomerAccountRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    confirmCustomerAccountRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RecoverConfirmDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverConfirmDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecoveryResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_WINDOW_ELAPSED`: The grace period has ended; the deletion can no longer be cancelled
             *
             *     `ACCOUNT_DELETION_NOT_PENDING`: No deletion of this account is pending
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_WINDOW_ELAPSED" | "ACCOUNT_DELETION_NOT_PENDING";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestCustomerAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionScheduledResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `ACCOUNT_DELETION_ALREADY_REQUESTED`: A deletion of this account is already pending
             *
             *     `ACCOUNT_DELETION_BLOCKED`: This account was recovered recently; a new deletion request is not possible yet
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_DELETION_ALREADY_REQUESTED" | "ACCOUNT_DELETION_BLOCKED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCustomerAccountDeletionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionStatusResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    confirmCustomerEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CodeOrTokenDto */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CodeOrTokenDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    resendCustomerEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    startIdpUnverifiedSignIn: {
        parameters: {
            query: {
                redirect_uri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorization page */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED`: redirect_uri is not one of the allowed frontend callback URLs
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /**
             * @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled
             *
             *     `AUTH_OAUTH_PROVIDER_NOT_CONFIGURED`: This sign-in provider has no client settings yet
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED" | "AUTH_OAUTH_PROVIDER_NOT_CONFIGURED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    completeIdpUnverifiedSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the redirect_uri given at the start, with a one-time code or an error */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `AUTH_OAUTH_STATE_INVALID`: The sign-in state is missing, invalid or expired; start again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_STATE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER`: This sign-in was started in another browser; start again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    exchangeIdpUnverifiedCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ExchangeCodeDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeCodeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_OAUTH_CODE_INVALID`: The code is invalid, expired or already used
             *
             *     `AUTH_IDPUNVERIFIED_EMAIL_REQUIRED`: The provider did not share an email address
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_OAUTH_CODE_INVALID" | "AUTH_IDPUNVERIFIED_EMAIL_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `AUTH_IDPUNVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN`: This sign-in is not available for this account
             *
             *     `AUTH_INVALID_CREDENTIALS`: Email or password is incorrect
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_IDPUNVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN" | "AUTH_INVALID_CREDENTIALS";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `AUTH_ACCOUNT_DISABLED`: This account is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_ACCOUNT_DISABLED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `AUTH_IDPUNVERIFIED_ACCOUNT_LINK_REQUIRED`: An account with this email exists: sign in to it and link this provider
             *
             *     `AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED`: This account is scheduled for deletion; recover it first
             *
             *     `AUTH_OAUTH_EMAIL_UNAVAILABLE`: This email address cannot be used for a new account
             *
             *     `AUTH_OAUTH_IDENTITY_ALREADY_LINKED`: This provider account is already linked to another account
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_IDPUNVERIFIED_ACCOUNT_LINK_REQUIRED" | "AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED" | "AUTH_OAUTH_EMAIL_UNAVAILABLE" | "AUTH_OAUTH_IDENTITY_ALREADY_LINKED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    startIdpUnverifiedLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description StartLinkDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartLinkDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthorizationUrlResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED`: redirect_uri is not one of the allowed frontend callback URLs
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /**
             * @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled
             *
             *     `AUTH_OAUTH_PROVIDER_NOT_CONFIGURED`: This sign-in provider has no client settings yet
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED" | "AUTH_OAUTH_PROVIDER_NOT_CONFIGURED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    unlinkIdpUnverified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `AUTH_OAUTH_LINK_NOT_FOUND`: No account of this provider is linked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_LINK_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `AUTH_LAST_CREDENTIAL_CANNOT_BE_REMOVED`: This link is the only way to sign in; set a password first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_LAST_CREDENTIAL_CANNOT_BE_REMOVED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    startIdpVerifiedSignIn: {
        parameters: {
            query: {
                redirect_uri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorization page */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED`: redirect_uri is not one of the allowed frontend callback URLs
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /**
             * @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled
             *
             *     `AUTH_OAUTH_PROVIDER_NOT_CONFIGURED`: This sign-in provider has no client settings yet
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED" | "AUTH_OAUTH_PROVIDER_NOT_CONFIGURED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    completeIdpVerifiedSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the redirect_uri given at the start, with a one-time code or an error */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `AUTH_OAUTH_STATE_INVALID`: The sign-in state is missing, invalid or expired; start again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_STATE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER`: This sign-in was started in another browser; start again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    exchangeIdpVerifiedCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ExchangeCodeDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeCodeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_OAUTH_CODE_INVALID`: The code is invalid, expired or already used
             *
             *     `AUTH_IDPVERIFIED_EMAIL_REQUIRED`: The provider did not share an email address
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_OAUTH_CODE_INVALID" | "AUTH_IDPVERIFIED_EMAIL_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `AUTH_IDPVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN`: This sign-in is not available for this account
             *
             *     `AUTH_INVALID_CREDENTIALS`: Email or password is incorrect
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_IDPVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN" | "AUTH_INVALID_CREDENTIALS";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `AUTH_ACCOUNT_DISABLED`: This account is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_ACCOUNT_DISABLED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /**
             * @description `AUTH_IDPVERIFIED_ACCOUNT_LINK_REQUIRED`: An account with this email exists: sign in to it and link this provider
             *
             *     `AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED`: This account is scheduled for deletion; recover it first
             *
             *     `AUTH_OAUTH_EMAIL_UNAVAILABLE`: This email address cannot be used for a new account
             *
             *     `AUTH_OAUTH_IDENTITY_ALREADY_LINKED`: This provider account is already linked to another account
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_IDPVERIFIED_ACCOUNT_LINK_REQUIRED" | "AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED" | "AUTH_OAUTH_EMAIL_UNAVAILABLE" | "AUTH_OAUTH_IDENTITY_ALREADY_LINKED";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `AUTH_OAUTH_PROVIDER_NOT_ENABLED`: This sign-in provider is not enabled */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_OAUTH_PROVIDER_NOT_ENABLED";
                        /** @enum {integer} */
                        statusCode?: 503;
                    };
                };
            };
        };
    };
    signInCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CustomerLoginDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerLoginDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_INVALID_CREDENTIALS`: Email or password is incorrect */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_INVALID_CREDENTIALS";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `AUTH_ACCOUNT_DISABLED`: This account is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_ACCOUNT_DISABLED";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `ACCOUNT_PENDING_DELETION`: This account is scheduled for deletion; recover it to use it again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_PENDING_DELETION";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    signOutCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getCustomerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    requestCustomerPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description EmailDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuccessResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    resetCustomerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ResetPasswordDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CODE_INVALID`: The code or token is invalid, expired or already used
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CODE_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    setCustomerPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PasswordSetDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSetDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `AUTH_CURRENT_PASSWORD_REQUIRED`: currentPassword is required to change an existing password
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "AUTH_CURRENT_PASSWORD_REQUIRED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `UNAUTHORIZED`: Authentication is required
             *
             *     `AUTH_CURRENT_PASSWORD_INVALID`: The current password is incorrect
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED" | "AUTH_CURRENT_PASSWORD_INVALID";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    refreshCustomerSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RefreshDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `AUTH_REFRESH_TOKEN_INVALID`: The refresh token is invalid, expired or already used */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "AUTH_REFRESH_TOKEN_INVALID";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description RegisterDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /**
             * @description `ACCOUNT_PENDING_DELETION`: This account is scheduled for deletion; recover it to use it again
             *
             *     `AUTH_EMAIL_VERIFICATION_PENDING`: An account with this email exists but its email is not verified yet
             *
             *     `AUTH_EMAIL_ALREADY_EXISTS`: An account with this email already exists
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "ACCOUNT_PENDING_DELETION" | "AUTH_EMAIL_VERIFICATION_PENDING" | "AUTH_EMAIL_ALREADY_EXISTS";
                        /** @enum {integer} */
                        statusCode?: 409;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listMobileBlogPosts: {
        parameters: {
            query?: {
                categoryId?: number;
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                search?: string;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["BlogPostListItemResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getMobileBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicBlogPostResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `BLOG_POST_NOT_FOUND`: Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BLOG_POST_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listMobileBlogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicBlogCategoryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontBrands: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["StorefrontBrandResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontBrandDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontSeriesOfBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontSeriesResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `BRAND_NOT_FOUND`: Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontRootCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontCategoryResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontCategoryDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontCategoryBreadcrumbs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontBreadcrumbResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `CATEGORY_NOT_FOUND`: Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CATEGORY_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontCategoryTreeRootResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    searchCatalog: {
        parameters: {
            query: {
                limit?: number;
                q: string;
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchResultResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    suggestCatalogSearch: {
        parameters: {
            query: {
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SuggestionResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontSeries: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["StorefrontSeriesResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontSeriesDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `BRAND_SERIES_NOT_FOUND`: Brand series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "BRAND_SERIES_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontTags: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                page?: number;
                pagination?: boolean;
                size?: number;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filters, all pages */
                        count: number;
                        currentPage: number;
                        data: components["schemas"]["StorefrontTagResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        totalPage: number;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StorefrontTagDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `TAG_NOT_FOUND`: Tag not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "TAG_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getMobileContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageKey: components["schemas"]["PageKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPageResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `CONTENT_NOT_FOUND`: Content not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "CONTENT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontProducts: {
        parameters: {
            query?: {
                bestSeller?: boolean;
                brandSlug?: string;
                categorySlug?: string;
                cursor?: string;
                featured?: boolean;
                limit?: number;
                maxPrice?: number;
                minPrice?: number;
                newArrival?: boolean;
                onSale?: boolean;
                q?: string;
                seriesSlug?: string;
                sort?: "newest" | "priceAsc" | "priceDesc" | "discount";
                stockStatus?: ("in_stock" | "out_of_stock" | "low_stock" | "pre_order")[];
                tags?: string[];
                trending?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCardResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        /** @description Pass as `cursor` for the next page; null on the last one */
                        nextCursor: string | null;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `PAGINATION_LIMIT_TOO_LARGE`: limit is at most 100
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "PAGINATION_LIMIT_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getStorefrontProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductDetailResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `PRODUCT_NOT_FOUND`: Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    listStorefrontProductFeed: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                feed: "featured" | "trending" | "best-sellers" | "new-arrivals" | "deals";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCardResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        /** @description Pass as `cursor` for the next page; null on the last one */
                        nextCursor: string | null;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `PAGINATION_LIMIT_TOO_LARGE`: limit is at most 100
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "PAGINATION_LIMIT_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `PRODUCT_FEED_NOT_FOUND`: There is no such discovery feed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "PRODUCT_FEED_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    searchStorefrontProducts: {
        parameters: {
            query?: {
                bestSeller?: boolean;
                brandSlug?: string;
                categorySlug?: string;
                cursor?: string;
                featured?: boolean;
                limit?: number;
                maxPrice?: number;
                minPrice?: number;
                newArrival?: boolean;
                onSale?: boolean;
                q?: string;
                seriesSlug?: string;
                sort?: "newest" | "priceAsc" | "priceDesc" | "discount" | "relevance";
                stockStatus?: ("in_stock" | "out_of_stock" | "low_stock" | "pre_order")[];
                tags?: string[];
                trending?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCardResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                        /** @description Pass as `cursor` for the next page; null on the last one */
                        nextCursor: string | null;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `PAGINATION_LIMIT_TOO_LARGE`: limit is at most 100
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "PAGINATION_LIMIT_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    suggestStorefrontProducts: {
        parameters: {
            query: {
                categorySlug?: string;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSuggestionResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /** @description `VALIDATION_FAILED`: The request is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    uploadCustomerFile: {
        parameters: {
            query?: {
                optimize?: boolean;
                uploadType?: "avatar" | "image" | "file";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedFileResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `UPLOAD_FILE_REQUIRED`: A file is required (multipart field "file", or "files" on the multiple route)
             *
             *     `UPLOAD_FILE_EMPTY`: The file is empty
             *
             *     `UPLOAD_TYPE_INVALID`: uploadType is not one of the allowed upload types
             *
             *     `UPLOAD_FILE_TYPE_NOT_ALLOWED`: The file extension, declared type and content must match a type allowed for this uploadType
             *
             *     `UPLOAD_IMAGE_INVALID`: The image could not be decoded
             *
             *     `UPLOAD_MULTIPART_INVALID`: The multipart body is malformed or has unexpected parts
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "UPLOAD_FILE_REQUIRED" | "UPLOAD_FILE_EMPTY" | "UPLOAD_TYPE_INVALID" | "UPLOAD_FILE_TYPE_NOT_ALLOWED" | "UPLOAD_IMAGE_INVALID" | "UPLOAD_MULTIPART_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `UPLOAD_FILE_TOO_LARGE`: The file is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_FILE_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 413;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `UPLOAD_STORAGE_FAILED`: The file store refused the upload */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_STORAGE_FAILED";
                        /** @enum {integer} */
                        statusCode?: 502;
                    };
                };
            };
        };
    };
    getCustomerFileUrl: {
        parameters: {
            query?: {
                expiresIn?: number;
            };
            header?: never;
            path: {
                s1: string;
                s2: string;
                s3: string;
                s4: string;
                s5: string;
                s6: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileUrlResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `STORAGE_KEY_INVALID`: The file key is not valid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "STORAGE_KEY_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `UPLOAD_FORBIDDEN`: You do not own this file
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "UPLOAD_FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    uploadAdminFile: {
        parameters: {
            query?: {
                optimize?: boolean;
                uploadType?: "avatar" | "image" | "file" | "landing" | "thumbnail" | "video";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedFileResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `UPLOAD_FILE_REQUIRED`: A file is required (multipart field "file", or "files" on the multiple route)
             *
             *     `UPLOAD_FILE_EMPTY`: The file is empty
             *
             *     `UPLOAD_TYPE_INVALID`: uploadType is not one of the allowed upload types
             *
             *     `UPLOAD_FILE_TYPE_NOT_ALLOWED`: The file extension, declared type and content must match a type allowed for this uploadType
             *
             *     `UPLOAD_IMAGE_INVALID`: The image could not be decoded
             *
             *     `UPLOAD_MULTIPART_INVALID`: The multipart body is malformed or has unexpected parts
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "UPLOAD_FILE_REQUIRED" | "UPLOAD_FILE_EMPTY" | "UPLOAD_TYPE_INVALID" | "UPLOAD_FILE_TYPE_NOT_ALLOWED" | "UPLOAD_IMAGE_INVALID" | "UPLOAD_MULTIPART_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `UPLOAD_FILE_TOO_LARGE`: The file is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_FILE_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 413;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `UPLOAD_STORAGE_FAILED`: The file store refused the upload */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_STORAGE_FAILED";
                        /** @enum {integer} */
                        statusCode?: 502;
                    };
                };
            };
        };
    };
    downloadAdminFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                s1: string;
                s2: string;
                s3: string;
                s4: string;
                s5: string;
                s6: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its stored content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `STORAGE_KEY_INVALID`: The file key is not valid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "STORAGE_KEY_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `UPLOAD_FORBIDDEN`: You do not own this file
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "UPLOAD_FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `FILE_NOT_FOUND`: The file does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FILE_NOT_FOUND";
                        /** @enum {integer} */
                        statusCode?: 404;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    uploadAdminFiles: {
        parameters: {
            query?: {
                optimize?: boolean;
                uploadType?: "avatar" | "image" | "file" | "landing" | "thumbnail" | "video";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedFileResponse"][];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `UPLOAD_FILE_REQUIRED`: A file is required (multipart field "file", or "files" on the multiple route)
             *
             *     `UPLOAD_FILE_EMPTY`: The file is empty
             *
             *     `UPLOAD_TYPE_INVALID`: uploadType is not one of the allowed upload types
             *
             *     `UPLOAD_FILE_TYPE_NOT_ALLOWED`: The file extension, declared type and content must match a type allowed for this uploadType
             *
             *     `UPLOAD_IMAGE_INVALID`: The image could not be decoded
             *
             *     `UPLOAD_MULTIPART_INVALID`: The multipart body is malformed or has unexpected parts
             *
             *     `UPLOAD_TOO_MANY_FILES`: At most 10 files per request
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "UPLOAD_FILE_REQUIRED" | "UPLOAD_FILE_EMPTY" | "UPLOAD_TYPE_INVALID" | "UPLOAD_FILE_TYPE_NOT_ALLOWED" | "UPLOAD_IMAGE_INVALID" | "UPLOAD_MULTIPART_INVALID" | "UPLOAD_TOO_MANY_FILES";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /** @description `FORBIDDEN`: You do not have permission to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `UPLOAD_FILE_TOO_LARGE`: The file is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_FILE_TOO_LARGE";
                        /** @enum {integer} */
                        statusCode?: 413;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
            /** @description `UPLOAD_STORAGE_FAILED`: The file store refused the upload */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UPLOAD_STORAGE_FAILED";
                        /** @enum {integer} */
                        statusCode?: 502;
                    };
                };
            };
        };
    };
    getAdminFileUrl: {
        parameters: {
            query?: {
                expiresIn?: number;
            };
            header?: never;
            path: {
                s1: string;
                s2: string;
                s3: string;
                s4: string;
                s5: string;
                s6: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileUrlResponse"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `STORAGE_KEY_INVALID`: The file key is not valid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "STORAGE_KEY_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `UPLOAD_FORBIDDEN`: You do not own this file
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "UPLOAD_FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
    getAdminFileUrls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description SignedUrlsDto */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignedUrlsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileUrlsByKey"];
                        errorCode: null;
                        /** @example OK */
                        message: string;
                    };
                };
            };
            /**
             * @description `VALIDATION_FAILED`: The request is invalid
             *
             *     `MALFORMED_JSON`: The request body is not valid JSON
             *
             *     `STORAGE_KEY_INVALID`: The file key is not valid
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "STORAGE_KEY_INVALID";
                        /** @enum {integer} */
                        statusCode?: 400;
                    };
                };
            };
            /** @description `UNAUTHORIZED`: Authentication is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "UNAUTHORIZED";
                        /** @enum {integer} */
                        statusCode?: 401;
                    };
                };
            };
            /**
             * @description `FORBIDDEN`: You do not have permission to do this
             *
             *     `UPLOAD_FORBIDDEN`: You do not own this file
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "FORBIDDEN" | "UPLOAD_FORBIDDEN";
                        /** @enum {integer} */
                        statusCode?: 403;
                    };
                };
            };
            /** @description `RATE_LIMITED`: Too many requests, try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {string} */
                        errorCode?: "RATE_LIMITED";
                        /** @enum {integer} */
                        statusCode?: 429;
                    };
                };
            };
        };
    };
}
