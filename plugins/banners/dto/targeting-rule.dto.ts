import { Allow, IsBoolean, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { Optional } from '../../../core/http/validators.js';
import { RULE_TYPES, type RuleType } from '../entities/enums.js';
import { IsPublicId } from './fields.js';

/** The value's shape depends on ruleType and operator (targeting-rules.ts); checked by the service. */
export class CreateTargetingRuleDto {
  @IsPublicId()
  campaignPublicId: string;

  @IsIn(RULE_TYPES)
  ruleType: RuleType;

  @IsString()
  @MinLength(1)
  @MaxLength(32)
  operator: string;

  @Allow()
  value: unknown;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

/** Any subset; operator and value are checked together against the rule's type. */
export class UpdateTargetingRuleDto {
  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(32)
  operator?: string;

  @Optional()
  @Allow()
  value?: unknown;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class TargetingRuleListQuery extends ListQuery {
  /** the rules of one campaign */
  @Optional()
  @IsPublicId()
  campaignPublicId?: string;

  @Optional()
  @IsIn(RULE_TYPES)
  ruleType?: string;
}
