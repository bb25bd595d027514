import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../../core/db/base.entity.js';
import { User } from '../../entities/user.entity.js';

/** A federated identity attached to a customer. (provider, subject) is the key; email is for display only. */
@Entity('user_identities')
export class UserIdentity extends BaseModel {
  @Column({ type: 'bigint' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn()
  user: User;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** what the provider said at link time; never rewritten, never a join key */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;
}
