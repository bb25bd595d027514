import { Allow, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PAGE_KEYS, SECTION_KEYS } from '../keys.js';

/** Present fields must hold a value: null is refused (only seoId may be null). */
const Present = () => ValidateIf((_o, v) => v !== undefined);

const PANEL_PAYLOAD_MESSAGE = 'payload must be a JSON object (nested at most 32 levels)';

export const POSITION_MIN = 0;
export const POSITION_MAX = 10_000;

export class UpdatePageMetaDto {
  @Present()
  @IsString()
  @Matches(/\S/, { message: 'title must not be blank' })
  @MaxLength(255)
  title?: string;

  /** null clears the link */
  @IsOptional()
  @IsUUID('all', { message: 'seoId must be a UUID or null' })
  seoId?: string | null;
}

export class PutSectionDto {
  @Present()
  @IsInt()
  @Min(POSITION_MIN)
  @Max(POSITION_MAX)
  position?: number;

  @Present()
  @IsBoolean()
  isEnabled?: boolean;

  /** validated against the section key's JSON schema by the service (CONTENT_SECTION_PAYLOAD_INVALID) */
  @Allow()
  payload: unknown;
}

/** The panel's section form: which page and section, then the same fields as the PUT body. */
export class PanelSectionDto extends PutSectionDto {
  @IsString()
  @IsIn(PAGE_KEYS)
  pageKey: string;

  @IsString()
  @IsIn(SECTION_KEYS)
  sectionKey: string;

  @IsObject({ message: PANEL_PAYLOAD_MESSAGE })
  override payload: Record<string, unknown>;
}

/** Editing a section in the panel: its page and key stay, the rest is replaced. */
export class PanelSectionEditDto extends PutSectionDto {
  @IsObject({ message: PANEL_PAYLOAD_MESSAGE })
  override payload: Record<string, unknown>;
}
