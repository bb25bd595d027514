import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';

/** A Nepali mobile number: exactly 10 digits starting 97 or 98 (no spaces, no +977). */
export const NEPALI_MOBILE = /^9[78][0-9]{8}$/;
const PHONE_MESSAGE = 'recipientPhone must be a Nepali mobile number: 10 digits starting 97 or 98, digits only';

/** Several rules as one decorator, applied as if written in a row before the property (the last one first). */
const rules =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of [...decorators].reverse()) d(target, key);
  };

const RecipientName = () => rules(Trim(), IsString(), MinLength(2), MaxLength(100));
const RecipientPhone = () => rules(IsString(), Matches(NEPALI_MOBILE, { message: PHONE_MESSAGE }));
const DistrictId = () => IsUUID('all', { message: 'districtId must be a district id' });
const MunicipalityName = () => rules(Trim(), IsString(), MinLength(2), MaxLength(100));
const Ward = () => rules(IsInt(), Min(1), Max(35));
const Street = () => rules(Trim(), IsString(), MinLength(2), MaxLength(200));

/** What create and update share, every field optional; null clears label, landmark and postalCode. */
abstract class AddressFieldsDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  label?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  landmark?: string | null;

  @IsOptional()
  @IsString()
  @Matches(/^[0-9]{5}$/, { message: 'postalCode must be 5 digits' })
  postalCode?: string | null;

  /** true makes it the default; on update false is ignored while it is the default (make another one the default instead) */
  @Optional()
  @IsBoolean()
  isDefault?: boolean;
}

export class CreateAddressDto extends AddressFieldsDto {
  @RecipientName()
  recipientName: string;

  @RecipientPhone()
  recipientPhone: string;

  @DistrictId()
  districtId: string;

  @MunicipalityName()
  municipalityName: string;

  @Ward()
  ward: number;

  @Street()
  street: string;
}

export class UpdateAddressDto extends AddressFieldsDto {
  @Optional()
  @RecipientName()
  recipientName?: string;

  @Optional()
  @RecipientPhone()
  recipientPhone?: string;

  @Optional()
  @DistrictId()
  districtId?: string;

  @Optional()
  @MunicipalityName()
  municipalityName?: string;

  @Optional()
  @Ward()
  ward?: number;

  @Optional()
  @Street()
  street?: string;
}
