import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';
import { IncludeDeletedQuery, PresentNotNull, SlugField, Trim } from './common.dto.js';

export class CreateTagDto {
  @Trim() @IsString() @MinLength(2) @MaxLength(150)
  name: string;

  @SlugField()
  slug?: string;

  @PresentNotNull() @IsBoolean()
  isVisible?: boolean;
}

export class UpdateTagDto {
  @PresentNotNull() @Trim() @IsString() @MinLength(2) @MaxLength(150)
  name?: string;

  @SlugField()
  slug?: string;

  @PresentNotNull() @IsBoolean()
  isVisible?: boolean;
}

export class TagListQuery extends IncludeDeletedQuery {}
