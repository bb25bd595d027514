import { IsBoolean, IsIn, IsNotEmptyObject, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { PanelFilePart } from '../../../admin/form-file.js';
import { UPLOAD_TYPES } from '../upload-types.js';


/** The panel's upload form: the same checks as POST /api/upload. */
export class MediaUploadDto {
  @IsOptional() @IsIn(UPLOAD_TYPES, { message: `uploadType must be one of: ${UPLOAD_TYPES.join(', ')}` })
  uploadType?: string;

  @IsOptional() @IsBoolean()
  optimize?: boolean;

  @IsObject({ message: 'choose a file to upload' }) @IsNotEmptyObject() @ValidateNested() @Type(() => PanelFilePart)
  file: PanelFilePart;
}
