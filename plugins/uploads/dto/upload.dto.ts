import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { MAX_SIGNED_URL_SECONDS } from '../../../core/storage/storage.js';
import { ToBoolean, ToInt } from '../../../core/http/transforms.js';

export const MAX_KEYS_PER_REQUEST = 100;

/** Query of the upload routes; uploadType is checked by the service (400 UPLOAD_TYPE_INVALID). */
export class UploadQuery {
  @Optional()
  @IsString()
  @MaxLength(32)
  uploadType?: string;

  /** false keeps images as uploaded; default true re-encodes them to WebP */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  optimize?: boolean;
}

export class SignedUrlQuery {
  /** lifetime in seconds (default SIGNED_URL_TTL_SECONDS, about 2 hours) */
  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_SIGNED_URL_SECONDS)
  expiresIn?: number;
}

export class SignedUrlsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_KEYS_PER_REQUEST)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(1024, { each: true })
  keys: string[];

  @Optional()
  @IsInt()
  @Min(1)
  @Max(MAX_SIGNED_URL_SECONDS)
  expiresIn?: number;
}
