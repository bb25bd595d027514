import { IsBoolean, IsIn, IsInt, IsNotEmptyObject, IsObject, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { UPLOAD_TYPES } from '../upload-types.js';

/** A file part as the admin panel's form parser (formidable) hands it over. */
export class PanelFilePart {
  @IsString()
  path: string;

  @IsOptional() @IsString()
  name?: string;

  @IsOptional() @IsString()
  type?: string;

  @IsInt() @Min(0)
  size: number;
}

/** The panel's upload form: the same checks as POST /api/upload. */
export class MediaUploadDto {
  @IsOptional() @IsIn(UPLOAD_TYPES, { message: `uploadType must be one of: ${UPLOAD_TYPES.join(', ')}` })
  uploadType?: string;

  @IsOptional() @IsBoolean()
  optimize?: boolean;

  @IsObject({ message: 'choose a file to upload' }) @IsNotEmptyObject() @ValidateNested() @Type(() => PanelFilePart)
  file: PanelFilePart;
}
