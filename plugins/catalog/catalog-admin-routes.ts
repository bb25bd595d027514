import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import type { ErrorDef } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import type { ResolvedList } from '../../core/http/list-query.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import type { BulkResult } from '../../core/lifecycle/index.js';
import { BulkIdsDto, BulkVisibilityDto, ReorderDto, VisibilityDto } from './dto/common.dto.js';
import { CatalogErrors as E } from './errors.js';

/*
 * The admin routes every catalog record type shares, declared once: a factory per part returns a decorated
 * controller class named by the caller (routing-controllers refuses inherited routes, see core/http/surface.ts).
 * The group routes (reorder, bulk) must be created before the record routes of the same path, so that
 * `/reorder` and `/bulk/*` are matched before `/:id`.
 */

/** The permission module (`Brands` gives Brands_READ...) and the path of one record type. */
export interface CatalogRoutesBase {
  /** controller class name, unique */
  name: string;
  path: string;
  module: string;
}

export interface CatalogRecordRoutes<V> extends CatalogRoutesBase {
  /** the record in messages: 'Brand' gives 'Brand created' */
  noun: string;
  dtos: { list: Function; create: Function; update: Function };
  list(q: any): Promise<{ rows: unknown[]; count: number; list: ResolvedList<string> }>;
  create(dto: any): Promise<V>;
  service: {
    detail(id: string): Promise<V>;
    update(id: string, dto: any): Promise<V>;
    setVisibility(id: string, isVisible: boolean): Promise<V>;
    remove(id: string): Promise<void>;
    restore(id: string): Promise<V>;
  };
  /** the area's errors of each route (the 4xx the OpenAPI document lists) */
  throws: { list?: ErrorDef[]; detail: ErrorDef[]; create: ErrorDef[]; update: ErrorDef[]; visibility: ErrorDef[]; remove: ErrorDef[]; restore: ErrorDef[] };
}

export interface CatalogGroupRoutes extends CatalogRoutesBase {
  /** the records in the reorder message: 'Brands' gives 'Brands reordered' */
  plural: string;
  service: {
    reorder(ids: string[]): Promise<void>;
    bulkDelete(ids: string[]): Promise<BulkResult>;
    bulkRestore(ids: string[]): Promise<BulkResult>;
    bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult>;
  };
}

/** GET list and detail, POST create, PATCH update and visibility, DELETE, POST restore. */
export function catalogRecordRoutes<V>(spec: CatalogRecordRoutes<V>) {
  const { module: m, noun, dtos, service: svc, throws } = spec;

  @JsonController(spec.path)
  class CatalogRecordController {
    @Get('/')
    @Permission(`${m}_READ`)
    @RateLimit('ADMIN_READ')
    @Throws(...(throws.list ?? []))
    async list(@QueryParams({ type: dtos.list }) q: object) {
      const { rows, count, list } = await spec.list(q);
      return offsetPage(rows, count, list.page, list.size, list.paginated);
    }

    @Get('/:id')
    @Permission(`${m}_READ`)
    @RateLimit('ADMIN_READ')
    @Throws(...throws.detail)
    async detail(@ParseUuid('id') id: string) {
      return ok(await svc.detail(id));
    }

    @Post('/')
    @HttpCode(201)
    @Permission(`${m}_CREATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.create)
    async create(@Body({ type: dtos.create }) body: object) {
      return ok(await spec.create(body), `${noun} created`);
    }

    @Patch('/:id')
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.update)
    async update(@ParseUuid('id') id: string, @Body({ type: dtos.update }) body: object) {
      return ok(await svc.update(id, body), `${noun} updated`);
    }

    @Patch('/:id/visibility')
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.visibility)
    async visibility(@ParseUuid('id') id: string, @Body() body: VisibilityDto) {
      return ok(await svc.setVisibility(id, body.isVisible), `${noun} visibility updated`);
    }

    @Delete('/:id')
    @Permission(`${m}_DELETE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.remove)
    async remove(@ParseUuid('id') id: string) {
      await svc.remove(id);
      return ok(null, `${noun} deleted`);
    }

    @Post('/:id/restore')
    @HttpCode(200)
    @Permission(`${m}_RESTORE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.restore)
    async restore(@ParseUuid('id') id: string) {
      return ok(await svc.restore(id), `${noun} restored`);
    }
  }
  return surfaceController(spec.name, CatalogRecordController);
}

/** PATCH reorder within a parent, POST bulk delete / restore / visibility (per-item failures, 100 unique ids). */
export function catalogGroupRoutes(spec: CatalogGroupRoutes) {
  const { module: m, service: svc } = spec;

  @JsonController(spec.path)
  class CatalogGroupController {
    @Patch('/reorder')
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_REORDER')
    @Throws(E.CATALOG_REORDER_INVALID_ITEM, E.CATALOG_REORDER_MIXED_PARENT)
    async reorder(@Body() body: ReorderDto) {
      await svc.reorder(body.publicIds);
      return ok(null, `${spec.plural} reordered`);
    }

    @Post('/bulk/delete')
    @HttpCode(200)
    @Permission(`${m}_DELETE`)
    @RateLimit('ADMIN_BULK_WRITE')
    @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
    async bulkDelete(@Body() body: BulkIdsDto) {
      return ok(await svc.bulkDelete(body.publicIds), 'Bulk delete done');
    }

    @Post('/bulk/restore')
    @HttpCode(200)
    @Permission(`${m}_RESTORE`)
    @RateLimit('ADMIN_BULK_WRITE')
    @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
    async bulkRestore(@Body() body: BulkIdsDto) {
      return ok(await svc.bulkRestore(body.publicIds), 'Bulk restore done');
    }

    @Post('/bulk/visibility')
    @HttpCode(200)
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_BULK_WRITE')
    @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
    async bulkVisibility(@Body() body: BulkVisibilityDto) {
      return ok(await svc.bulkVisibility(body.publicIds, body.isVisible), 'Bulk visibility done');
    }
  }
  return surfaceController(spec.name, CatalogGroupController);
}
