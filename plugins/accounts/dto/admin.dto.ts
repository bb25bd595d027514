import { IsBoolean, IsEmail, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.dto.js';

export class CreateAdminDto {
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name: string;

  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(PASSWORD_MIN)
  @MaxLength(PASSWORD_MAX)
  password: string;

  @IsUUID()
  roleId: string;
}

export class UpdateAdminDto {
  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name?: string;

  @Optional()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @Optional()
  @IsString()
  @MinLength(PASSWORD_MIN)
  @MaxLength(PASSWORD_MAX)
  password?: string;

  @Optional()
  @IsUUID()
  roleId?: string;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class AdminListQuery extends ListQuery {
  @Optional()
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  search?: string;

  @Optional()
  @IsUUID()
  roleId?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  isActive?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
