import { IsBoolean, IsIn, IsNotEmptyObject, IsObject, ValidateNested } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { Type } from 'class-transformer';
import { PanelFilePart } from '../../../core/panel/form-file.js';
import { UPLOAD_TYPES } from '../upload-types.js';

/** The panel's upload form: the same checks as POST /api/upload. */
export class MediaUploadDto {
  @Optional()
  @IsIn(UPLOAD_TYPES, { message: `uploadType must be one of: ${UPLOAD_TYPES.join(', ')}` })
  uploadType?: string;

  @Optional()
  @IsBoolean()
  optimize?: boolean;

  @IsObject({ message: 'choose a file to upload' })
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => PanelFilePart)
  file: PanelFilePart;
}
