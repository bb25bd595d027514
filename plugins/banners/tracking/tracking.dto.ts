import { IsISO8601, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim, Optional } from '../../../core/http/validators.js';

const TEXT = 255;
const URL_MAX = 2048;

function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/** The fields an impression and a click share (spec 01 "Banners - public serving and tracking"). */
abstract class TrackingEventFields {
  /** any string: one that names no banner is 404 BANNER_NOT_FOUND (spec 01), whatever its form */
  @Trim()
  @IsString()
  bannerPublicId: string;

  /** any string: one that names no placement is 404 PLACEMENT_NOT_FOUND */
  @Trim()
  @IsString()
  placementPublicId: string;

  /** an id that names no campaign is dropped from the event, not refused */
  @Optional()
  @IsString()
  campaignPublicId?: string;

  @OptionalText(TEXT)
  sessionId?: string;

  @OptionalText(TEXT)
  userId?: string;

  @OptionalText(50)
  deviceType?: string;

  @OptionalText(16)
  countryCode?: string;

  @OptionalText(URL_MAX)
  pageUrl?: string;

  @IsISO8601({ strict: true })
  occurredAt: string;

  @IsString()
  @MinLength(1)
  @MaxLength(TEXT)
  correlationId: string;
}

/** POST /api/mobile/banners/events/impression. */
export class ImpressionEventBody extends TrackingEventFields {
  @OptionalText(URL_MAX)
  referrerUrl?: string;
}

/** POST /api/mobile/banners/events/click: the impression's fields without referrerUrl, plus destinationUrl. */
export class ClickEventBody extends TrackingEventFields {
  @OptionalText(URL_MAX)
  destinationUrl?: string;
}
