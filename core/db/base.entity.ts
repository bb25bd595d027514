import { BaseEntity, BeforeInsert, Column, CreateDateColumn, DeleteDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { newPublicId } from './ids.js';

/** Internal integer key (never exposed) + UUID v7 public id + timestamps. */
export abstract class BaseModel extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', unique: true })
  publicId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @BeforeInsert()
  assignPublicId(): void {
    if (!this.publicId) this.publicId = newPublicId();
  }
}

/** A model that is soft deleted (deletedAt set) and can be restored. */
export abstract class SoftDeletableModel extends BaseModel {
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
