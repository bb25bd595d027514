import { IsBoolean, IsEmail, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.dto.js';

export class CreateAdminDto {
  @IsString() @MinLength(1) @MaxLength(150)
  name: string;

  @IsEmail() @MaxLength(254)
  email: string;

  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX)
  password: string;

  @IsUUID()
  roleId: string;
}

export class UpdateAdminDto {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(150)
  name?: string;

  @IsOptional() @IsEmail() @MaxLength(254)
  email?: string;

  @IsOptional() @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX)
  password?: string;

  @IsOptional() @IsUUID()
  roleId?: string;

  @IsOptional() @IsBoolean()
  isActive?: boolean;
}

export class AdminListQuery extends ListQuery {
  @IsOptional() @IsString() @MinLength(2) @MaxLength(100)
  search?: string;

  @IsOptional() @IsUUID()
  roleId?: string;

  @IsOptional() @ToBoolean() @IsBoolean()
  isActive?: boolean;

  @IsOptional() @ToBoolean() @IsBoolean()
  includeDeleted?: boolean;
}
