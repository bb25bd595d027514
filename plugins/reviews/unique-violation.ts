import type { AppError } from '../../core/http/app-error.js';

/** Runs `write`; a unique violation of `constraint` (a race the check before lost) becomes the area's 409. */
export async function mapUnique<T>(constraint: string, conflict: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = ((err as { driverError?: { code?: string; constraint?: string } })?.driverError ?? err) as { code?: string; constraint?: string };
    if (e?.code === '23505' && e.constraint === constraint) throw conflict();
    throw err;
  }
}
