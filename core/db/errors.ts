/** PostgreSQL unique_violation (23505), as thrown by pg or wrapped by TypeORM. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  return err?.code === '23505' || err?.driverError?.code === '23505';
}
