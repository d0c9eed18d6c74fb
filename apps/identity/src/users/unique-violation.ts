/** PostgreSQL's unique_violation, as TypeORM surfaces it. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string }; code?: string } | null) ?? {};
  return driverError.code === '23505' || driverError.driverError?.code === '23505';
}
