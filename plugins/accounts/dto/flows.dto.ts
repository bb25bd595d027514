import { Type } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsObject, IsString, Matches, MaxLength, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { DeviceInfoDto, PASSWORD_MAX, PASSWORD_MIN } from './auth.dto.js';

const OTP = /^\d{6}$/;
const OTP_MESSAGE = 'otp must be the 6 digits of the code';

export class RegisterDto {
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(PASSWORD_MIN)
  @MaxLength(PASSWORD_MAX)
  password: string;

  @Optional()
  @IsObject()
  @ValidateNested()
  @Type(() => DeviceInfoDto)
  deviceInfo?: DeviceInfoDto;
}

/** Customer sign-in: the session records the device. */
export class CustomerLoginDto {
  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;

  @IsObject()
  @ValidateNested()
  @Type(() => DeviceInfoDto)
  deviceInfo: DeviceInfoDto;
}

export class EmailDto {
  @IsEmail()
  @MaxLength(254)
  email: string;
}

/** `{ token }` from a mailed link, or `{ email, otp }` from the mailed code. */
export class CodeOrTokenDto {
  @ValidateIf((o: CodeOrTokenDto) => o.token === undefined)
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ValidateIf((o: CodeOrTokenDto) => o.token === undefined)
  @IsString()
  @Matches(OTP, { message: OTP_MESSAGE })
  otp?: string;

  @Optional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token?: string;
}

export class ResetPasswordDto extends CodeOrTokenDto {
  @IsString()
  @MinLength(PASSWORD_MIN)
  @MaxLength(PASSWORD_MAX)
  newPassword: string;
}

export class RecoverConfirmDto {
  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @Matches(OTP, { message: OTP_MESSAGE })
  otp: string;
}

export class PhoneRequestDto {
  @IsString()
  @Matches(/^\+[1-9]\d{6,14}$/, { message: 'phone must be an E.164 number such as +15551234567' })
  phone: string;
}

export class PhoneConfirmDto {
  @IsString()
  @Matches(OTP, { message: OTP_MESSAGE })
  otp: string;
}
