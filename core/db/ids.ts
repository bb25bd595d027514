import { v7 as uuidv7, validate, version } from 'uuid';

export const newPublicId = (): string => uuidv7();

export function isUuidV7(value: unknown): value is string {
  return typeof value === 'string' && validate(value) && version(value) === 7;
}
