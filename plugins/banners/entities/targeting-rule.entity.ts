import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { RuleType } from './enums.js';

/** A campaign's audience condition; a campaign's active rules are ANDed. The value's shape depends on ruleType (targeting-rules.ts). */
@Entity('targeting_rules')
export class TargetingRule extends BaseModel {
  @Column({ type: 'bigint' })
  campaignId: string;

  @Column({ type: 'varchar', length: 16 })
  ruleType: RuleType;

  @Column({ type: 'varchar', length: 32 })
  operator: string;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
