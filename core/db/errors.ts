/** PostgreSQL unique_violation (23505), as thrown by pg or wrapped by TypeORM. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  return err?.code === '23505' || err?.driverError?.code === '23505';
}

/** Runs `write`; a unique violation of `constraint` (a race the check before it lost) becomes the area's 409. */
export async function mapUnique<T>(constraint: string, conflict: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = ((err as { driverError?: { code?: string; constraint?: string } })?.driverError ?? err) as { code?: string; constraint?: string };
    if (e?.code === '23505' && e.constraint === constraint) throw conflict();
    throw err;
  }
}
