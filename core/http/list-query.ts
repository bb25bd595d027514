import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Optional } from './validators.js';
import { CommonErrors } from './app-error.js';
import { ToBoolean, ToInt } from './transforms.js';

export const MAX_PAGE_SIZE = 100;
/** keeps (page - 1) x size an exact integer, far inside PostgreSQL's bigint OFFSET */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/** The standard list query of spec 01 item 6; extend it for a route's own filters. */
export class ListQuery {
  @Optional()
  @ToBoolean()
  @IsBoolean()
  pagination?: boolean;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;

  @Optional()
  @IsString()
  @MaxLength(64)
  sort?: string;

  @Optional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}

export interface ResolvedList<S extends string> {
  paginated: boolean;
  page: number;
  size: number;
  skip: number;
  take: number | undefined;
  sort: S;
  order: 'ASC' | 'DESC';
}

/** Applies defaults and checks `sort` against the route's allowlist (400 VALIDATION_FAILED otherwise). */
export function resolveList<S extends string>(q: ListQuery, sortable: readonly S[], defaultSort: S): ResolvedList<S> {
  if (q.sort !== undefined && !(sortable as readonly string[]).includes(q.sort)) {
    throw CommonErrors.VALIDATION_FAILED([{ field: 'sort', problems: [`sort must be one of: ${sortable.join(', ')}`] }], 'Validation failed: sort');
  }
  const paginated = q.pagination ?? true;
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  return {
    paginated,
    page,
    size,
    skip: paginated ? (page - 1) * size : 0,
    take: paginated ? size : undefined,
    sort: (q.sort as S) ?? defaultSort,
    order: (q.order ?? 'desc').toUpperCase() as 'ASC' | 'DESC',
  };
}
