import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';
import { ToInt } from '../../../core/http/transforms.js';
import { CatalogListQuery } from './common.dto.js';

export class StorefrontListQuery extends CatalogListQuery {}

export const SEARCH_TYPES = ['category', 'brand', 'series'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export class SearchQuery {
  /** the text typed: matched on whole-name prefix, word prefixes and close spellings, ignoring case and accents */
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q: string;

  /** which entities to search, comma separated (default all): category, brand, series */
  @Optional()
  @IsString()
  @Matches(/^(category|brand|series)(,(category|brand|series))*$/, { message: 'types must be a comma separated list of category, brand, series' })
  types?: string;

  /** results per entity, 1..50, default 10 */
  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}

export class SuggestionQuery {
  /** the text typed so far */
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q: string;

  /** at most this many suggestions, 1..10, default 10 */
  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(10)
  limit?: number;
}

export function searchTypes(q: SearchQuery): SearchType[] {
  return q.types ? (q.types.split(',') as SearchType[]) : [...SEARCH_TYPES];
}
