import { Type } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsObject, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';

export class DeviceInfoDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  deviceId: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  deviceType: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  deviceName: string;
}

export class EmailLoginDto {
  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;

  @Optional()
  @IsObject()
  @ValidateNested()
  @Type(() => DeviceInfoDto)
  deviceInfo?: DeviceInfoDto;
}

export class RefreshDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  refreshToken: string;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export class PasswordSetDto {
  @IsString()
  @MinLength(PASSWORD_MIN)
  @MaxLength(PASSWORD_MAX)
  newPassword: string;

  @Optional()
  @IsString()
  @MaxLength(PASSWORD_MAX)
  currentPassword?: string;
}
