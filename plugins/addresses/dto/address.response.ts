import { field } from '../../../core/http/openapi/response-fields.js';

/** A customer's address as the mobile routes show it. */
export class AddressResponse {
  @field.uuid() id: string;
  @field.string({ nullable: true }) label: string | null;
  @field.string() recipientName: string;
  @field.string({ description: 'Nepali mobile: 10 digits starting 97 or 98' }) recipientPhone: string;
  @field.uuid() districtId: string;
  @field.string() districtName: string;
  @field.string() provinceName: string;
  @field.string() municipalityName: string;
  @field.integer({ description: '1..35' }) ward: number;
  @field.string() street: string;
  @field.string({ nullable: true }) landmark: string | null;
  @field.string({ nullable: true, description: '5 digits' }) postalCode: string | null;
  @field.boolean({ description: 'exactly one live address is the default' }) isDefault: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}
