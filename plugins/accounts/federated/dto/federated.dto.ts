import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Optional } from '../../../../core/http/validators.js';
import { DeviceInfoDto } from '../../dto/auth.dto.js';

/** POST {provider}/exchange */
export class ExchangeCodeDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  code: string;

  /** recorded on the session, as at email sign-in */
  @Optional()
  @IsObject()
  @ValidateNested()
  @Type(() => DeviceInfoDto)
  deviceInfo?: DeviceInfoDto;
}

/** POST idp-unverified/link */
export class StartLinkDto {
  /** one of the provider's allowlisted frontend callback URLs, as redirect_uri of a sign-in start */
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  redirectUri: string;
}
