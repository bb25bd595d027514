import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../http/validation-details.js';

/** Demo data passes the API's own validation: a demo that would be refused over HTTP fails the seed instead. */
export async function demoInput<T extends object>(dto: new () => T, plain: Record<string, unknown>): Promise<T> {
  const instance = plainToInstance(dto, plain);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length) {
    throw new Error(`demo data refused by ${dto.name}: ${JSON.stringify(flattenValidationErrors(errors))}`);
  }
  return instance;
}
