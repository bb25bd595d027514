import { IsString, IsUUID, MaxLength } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';

/** The panel's deliver/fail parcel form: which open parcel (the route has it in the path), and why it failed. */
export class PanelParcelDto {
  @IsUUID()
  shipmentId: string;

  @Optional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
