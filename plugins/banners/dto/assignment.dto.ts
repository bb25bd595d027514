import { IsBoolean, IsOptional } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { Count, IsPublicId, NullableText, UrlText } from './fields.js';

export class AddCampaignPlacementDto {
  @IsPublicId()
  placementPublicId: string;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class AssignmentFieldsDto {
  @Optional()
  @Count(1_000_000)
  displayOrder?: number;

  @Optional()
  @Count(1_000_000)
  weight?: number;

  @Optional()
  @IsBoolean()
  isFallback?: boolean;

  @IsOptional()
  @Count(1_000_000)
  fallbackPriority?: number | null;

  @Optional()
  @IsBoolean()
  isActive?: boolean;

  @NullableText(100)
  overrideCtaLabel?: string | null;

  @IsOptional()
  @UrlText()
  overrideCtaUrl?: string | null;

  @NullableText(255)
  overrideHeadline?: string | null;

  @NullableText(255)
  overrideSubheadline?: string | null;

  /** 0..600000 ms */
  @IsOptional()
  @Count(600_000)
  transitionDurationMs?: number | null;
}

export class CreateAssignmentDto extends AssignmentFieldsDto {
  @IsPublicId()
  bannerPublicId: string;
}

export class UpdateAssignmentDto extends AssignmentFieldsDto {}
