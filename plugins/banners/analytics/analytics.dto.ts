import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToInt } from '../../../core/http/transforms.js';
import { Optional } from '../../../core/http/validators.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function DateField(required: boolean): PropertyDecorator {
  return (target, key) => {
    if (!required) Optional()(target, key);
    IsString()(target, key);
    Matches(DATE, { message: `${String(key)} must be a date YYYY-MM-DD` })(target, key);
  };
}

function UuidFilter(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString()(target, key);
    Matches(UUID, { message: `${String(key)} must be a UUID` })(target, key);
  };
}

/** GET /api/admin/banner-analytics/stats */
export class BannerStatsQuery extends ListQuery {
  @UuidFilter() bannerPublicId?: string;
  @UuidFilter() placementPublicId?: string;
  @UuidFilter() campaignPublicId?: string;
  /** first date, inclusive */
  @DateField(true) from: string;
  /** last date, inclusive; from..to spans at most 90 dates */
  @DateField(true) to: string;
}

export const EVENT_TYPES = ['impression', 'click'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** GET /api/admin/banner-analytics/events */
export class BannerEventsQuery {
  /** impression or click (declared as string: a union type would reach routing-controllers as Object and be JSON-parsed) */
  @IsIn(EVENT_TYPES) type: string;
  @UuidFilter() bannerPublicId?: string;
  @UuidFilter() placementPublicId?: string;
  @UuidFilter() campaignPublicId?: string;
  /** UTC date of occurredAt, inclusive; default 6 days before `to` */
  @DateField(false) from?: string;
  /** UTC date of occurredAt, inclusive; default today */
  @DateField(false) to?: string;
  @Optional() @IsString() @MaxLength(500) cursor?: string;
  @Optional() @ToInt() @IsInt() @Min(1) @Max(100) limit?: number;
}
