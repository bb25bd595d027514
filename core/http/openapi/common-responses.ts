import { field } from './response-fields.js';

/** `{ success: true }`: the answer of a route whose effect is not shown (a mail sent, a code issued). */
export class SuccessResponse {
  @field.boolean() success: boolean;
}

export class BulkFailureResponse {
  @field.string() publicId: string;
  @field.string({ description: 'The error code the item failed with' }) errorCode: string;
}

/** A bulk action's outcome per item (core/lifecycle runBulk). */
export class BulkResultResponse {
  @field.array('string', { description: 'Public ids done' }) succeeded: string[];
  @field.array(() => BulkFailureResponse) failures: BulkFailureResponse[];
}
