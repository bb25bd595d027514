import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { SUBSCRIBER_STATUSES } from '../entities/subscriber.entity.js';
import { NEWSLETTER_LIMITS } from '../limits.js';

export const SUBSCRIBER_SORTABLE = ['createdAt', 'updatedAt', 'email', 'confirmedAt'] as const;

export class SubscriberListQuery extends ListQuery {
  @Optional()
  @IsIn(SUBSCRIBER_STATUSES)
  /** one of the statuses (a union type would reach the query parser as an object) */
  status?: string;

  /** email contains (case-insensitive) */
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(NEWSLETTER_LIMITS.searchMax)
  search?: string;
}
