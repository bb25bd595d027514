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
import { BulkResultResponse } from '../../core/http/openapi/common-responses.js';
import { ApiTag, offsetPageOf, Operation, type JsonOf, type TagDoc } from '../../core/http/openapi/operation.js';

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
  /** the records in messages and in the OpenAPI document: 'Brands' gives 'Brands reordered', `listBrands` */
  plural: string;
  /** the group of the routes in the OpenAPI document */
  tag: TagDoc;
}

type ResponseClass = abstract new (...args: any[]) => object;
/** The service's rows must fit the response class the document shows (the compiler checks it at the call). */
type Fits<T, R extends ResponseClass> = [JsonOf<T>] extends [InstanceType<R>]
  ? unknown
  : { 'the service answers what the response class does not describe': InstanceType<R> };

/** camelCase id words of a noun: 'Brand series' gives 'BrandSeries'. */
const idWords = (noun: string) => noun.replace(/\s+(\w)/g, (_m, c: string) => c.toUpperCase());

export interface CatalogRecordRoutes<V, L> extends CatalogRoutesBase {
  /** the record in messages: 'Brand' gives 'Brand created' */
  noun: string;
  dtos: { list: Function; create: Function; update: Function };
  list(q: any): Promise<{ rows: L[]; count: number; list: ResolvedList<string> }>;
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
  /** the record in the OpenAPI summaries: 'Brand' gives 'Show or hide several brands' */
  noun: string;
  service: {
    reorder(ids: string[]): Promise<void>;
    bulkDelete(ids: string[]): Promise<BulkResult>;
    bulkRestore(ids: string[]): Promise<BulkResult>;
    bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult>;
  };
}

/** GET list and detail, POST create, PATCH update and visibility, DELETE, POST restore. */
export function catalogRecordRoutes<V, L, R extends ResponseClass>(spec: CatalogRecordRoutes<V, L> & { response: R } & Fits<V | L, R>) {
  const { module: m, noun, dtos, service: svc, throws } = spec;
  const [One, Many, one] = [idWords(noun), idWords(spec.plural), noun.toLowerCase()];
  const a = `a${/^[aeiou]/.test(one) ? 'n' : ''} ${one}`;
  // checked against the service by this function's signature, where V and L are known
  const record = spec.response as any;

  @JsonController(spec.path)
  @ApiTag(spec.tag.name, spec.tag.description)
  class CatalogRecordController {
    @Get('/')
    @Operation({ id: `list${Many}`, summary: `List ${spec.plural.toLowerCase()}`, returns: offsetPageOf(record) })
    @Permission(`${m}_READ`)
    @RateLimit('ADMIN_READ')
    @Throws(...(throws.list ?? []))
    async list(@QueryParams({ type: dtos.list }) q: object) {
      const { rows, count, list } = await spec.list(q);
      return offsetPage(rows, count, list.page, list.size, list.paginated);
    }

    @Get('/:id')
    @Operation({ id: `get${One}`, summary: `Get ${a}`, returns: record })
    @Permission(`${m}_READ`)
    @RateLimit('ADMIN_READ')
    @Throws(...throws.detail)
    async detail(@ParseUuid('id') id: string) {
      return ok(await svc.detail(id));
    }

    @Post('/')
    @Operation({ id: `create${One}`, summary: `Create ${a}`, returns: record })
    @HttpCode(201)
    @Permission(`${m}_CREATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.create)
    async create(@Body({ type: dtos.create }) body: object) {
      return ok(await spec.create(body), `${noun} created`);
    }

    @Patch('/:id')
    @Operation({ id: `update${One}`, summary: `Update ${a}`, returns: record })
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.update)
    async update(@ParseUuid('id') id: string, @Body({ type: dtos.update }) body: object) {
      return ok(await svc.update(id, body), `${noun} updated`);
    }

    @Patch('/:id/visibility')
    @Operation({ id: `set${One}Visibility`, summary: `Show or hide ${a}`, returns: record })
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.visibility)
    async visibility(@ParseUuid('id') id: string, @Body() body: VisibilityDto) {
      return ok(await svc.setVisibility(id, body.isVisible), `${noun} visibility updated`);
    }

    @Delete('/:id')
    @Operation({ id: `delete${One}`, summary: `Delete ${a} (soft delete)`, returns: null })
    @Permission(`${m}_DELETE`)
    @RateLimit('ADMIN_WRITE')
    @Throws(...throws.remove)
    async remove(@ParseUuid('id') id: string) {
      await svc.remove(id);
      return ok(null, `${noun} deleted`);
    }

    @Post('/:id/restore')
    @Operation({ id: `restore${One}`, summary: `Restore a deleted ${one}`, returns: record })
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
  const [One, Many, many] = [idWords(spec.noun), idWords(spec.plural), spec.plural.toLowerCase()];

  @JsonController(spec.path)
  @ApiTag(spec.tag.name, spec.tag.description)
  class CatalogGroupController {
    @Patch('/reorder')
    @Operation({ id: `reorder${Many}`, summary: `Reorder ${many} within their parent`, returns: null })
    @Permission(`${m}_UPDATE`)
    @RateLimit('ADMIN_REORDER')
    @Throws(E.CATALOG_REORDER_INVALID_ITEM, E.CATALOG_REORDER_MIXED_PARENT)
    async reorder(@Body() body: ReorderDto) {
      await svc.reorder(body.publicIds);
      return ok(null, `${spec.plural} reordered`);
    }

    @Post('/bulk/delete')
    @Operation({ id: `bulkDelete${Many}`, summary: `Delete several ${many} (up to 100)`, returns: BulkResultResponse })
    @HttpCode(200)
    @Permission(`${m}_DELETE`)
    @RateLimit('ADMIN_BULK_WRITE')
    @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
    async bulkDelete(@Body() body: BulkIdsDto) {
      return ok(await svc.bulkDelete(body.publicIds), 'Bulk delete done');
    }

    @Post('/bulk/restore')
    @Operation({ id: `bulkRestore${Many}`, summary: `Restore several deleted ${many} (up to 100)`, returns: BulkResultResponse })
    @HttpCode(200)
    @Permission(`${m}_RESTORE`)
    @RateLimit('ADMIN_BULK_WRITE')
    @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
    async bulkRestore(@Body() body: BulkIdsDto) {
      return ok(await svc.bulkRestore(body.publicIds), 'Bulk restore done');
    }

    @Post('/bulk/visibility')
    @Operation({ id: `bulkSet${One}Visibility`, summary: `Show or hide several ${many} (up to 100)`, returns: BulkResultResponse })
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
