/** A payload that does not match its contract's schema, on publish or on receive. */
export class InvalidMessageError extends Error {
  constructor(
    readonly key: string,
    readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
  ) {
    super(`Invalid ${key} payload: ${describeIssues(issues)}`);
    this.name = 'InvalidMessageError';
  }
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
