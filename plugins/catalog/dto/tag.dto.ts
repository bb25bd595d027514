import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';
import { IncludeDeletedQuery, SlugField } from './common.dto.js';

export class CreateTagDto {
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name: string;

  @SlugField()
  slug?: string;

  @Optional()
  @IsBoolean()
  isVisible?: boolean;
}

export class UpdateTagDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name?: string;

  @SlugField()
  slug?: string;

  @Optional()
  @IsBoolean()
  isVisible?: boolean;
}

export class TagListQuery extends IncludeDeletedQuery {}
