import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';

/** A Nepali mobile (97/98 + 8 digits) or a landline with its area code (0 + 7..9 digits), digits only. */
export const PICKUP_PHONE = /^(9[78][0-9]{8}|0[1-9][0-9]{6,8})$/;

export class PutPickupDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(200, { each: true })
  addressLines: string[];

  @IsString()
  @Matches(PICKUP_PHONE, { message: 'phone must be a Nepali mobile (98XXXXXXXX) or a landline with its area code (01XXXXXXX), digits only' })
  phone: string;

  @IsBoolean()
  isEnabled: boolean;
}

/** The panel's edit: the fields given replace the stored ones (the form may leave some out). */
export class EditPickupDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name?: string;

  @Optional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(200, { each: true })
  addressLines?: string[];

  @Optional()
  @IsString()
  @Matches(PICKUP_PHONE, { message: 'phone must be a Nepali mobile (98XXXXXXXX) or a landline with its area code (01XXXXXXX), digits only' })
  phone?: string;

  @Optional()
  @IsBoolean()
  isEnabled?: boolean;
}
