import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { UploadType } from '../upload-types.js';

/** One stored upload (the media library of the panel); the object itself lives in platform storage. */
@Entity('uploaded_files')
export class UploadedFile extends BaseModel {
  /** the relativePath clients persist */
  @Column({ type: 'varchar', length: 1024, unique: true })
  key: string;

  @Column({ type: 'varchar', length: 16 })
  uploadType: UploadType;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 255 })
  mimeType: string;

  /** bytes (bigint column; sizes stay far below 2^53) */
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size: number;

  @Column({ type: 'boolean' })
  isPublic: boolean;

  /** 'system': stored by the service itself (the demo shop's images), with no owner id */
  @Column({ type: 'varchar', length: 16 })
  ownerKind: 'admin' | 'customer' | 'system';

  /** public id of the user who uploaded it; null for the system */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;
}
