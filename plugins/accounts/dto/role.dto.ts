import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { ListQuery } from '../../../core/http/list-query.js';

const PERMISSION = /^[A-Za-z][A-Za-z0-9]*_(READ|CREATE|UPDATE|DELETE|RESTORE)$/;

export class CreateRoleDto {
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  name: string;

  @Optional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @Matches(PERMISSION, { each: true, message: 'each permission must look like Module_ACTION' })
  permissions: string[];
}

export class UpdateRoleDto {
  @Optional()
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  name?: string;

  @Optional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @Optional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @Matches(PERMISSION, { each: true, message: 'each permission must look like Module_ACTION' })
  permissions?: string[];
}

export class RoleListQuery extends ListQuery {
  @Optional()
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  search?: string;
}
