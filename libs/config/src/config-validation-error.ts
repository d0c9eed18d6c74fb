/** One variable that stops a process from starting. */
export interface ConfigIssue {
  variable: string;
  /** `missing`: unset or empty and without a default. `invalid`: set, but to something unusable. */
  problem: 'missing' | 'invalid';
  reasons: string[];
  /** The offending text as given, or undefined when missing or when the variable is a secret. */
  shownValue?: string;
  sensitive: boolean;
}

function describeIssue(issue: ConfigIssue): string {
  const reasons = issue.reasons.join('; ');
  if (issue.problem === 'missing') return `${issue.variable} is required but not set: ${reasons}`;
  const value = issue.sensitive ? 'value hidden' : `got ${issue.shownValue}`;
  return `${issue.variable} is invalid (${value}): ${reasons}`;
}

/** Names every bad or missing variable and why, without ever repeating a secret's value. */
export class ConfigValidationError extends Error {
  override readonly name = 'ConfigValidationError';

  constructor(
    readonly configName: string,
    readonly issues: readonly ConfigIssue[],
  ) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super(
      [
        `Invalid configuration for ${configName} (${count}):`,
        ...issues.map((i) => `  - ${describeIssue(i)}`),
      ].join('\n'),
    );
  }
}
