import { IsUUID } from 'class-validator';

/** The panel's "Delete a scheduled rate" action: which rate of the bank. */
export class PanelRateDto {
  @IsUUID('all', { message: 'Pick a scheduled rate' })
  rateId: string;
}
