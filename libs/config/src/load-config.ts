import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ConfigValidationError, type ConfigIssue } from './config-validation-error';
import { applyDerivedDefaults } from './derived-default.decorator';
import { describeVariables, type VariableDescriptor } from './variable.decorator';

export type Environment = Readonly<Record<string, string | undefined>>;

const MAX_SHOWN_LENGTH = 80;

/** Only declared variables are read, and an empty value counts as unset (a bare `FOO=` line in a .env file). */
function declaredValues(variables: VariableDescriptor[], env: Environment): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name } of variables) {
    const value = env[name];
    if (value !== undefined && value !== '') values[name] = value;
  }
  return values;
}

function shown(value: string): string {
  const text = value.length > MAX_SHOWN_LENGTH ? `${value.slice(0, MAX_SHOWN_LENGTH)}...` : value;
  return JSON.stringify(text);
}

/** class-validator's built-in messages start with the property name; the issue line already shows it. */
function reasonsOf(error: ValidationError): string[] {
  return Object.values(error.constraints ?? {}).map((message) =>
    message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
  );
}

function toIssue(
  error: ValidationError,
  raw: Record<string, string>,
  variables: VariableDescriptor[],
): ConfigIssue {
  const variable = error.property;
  const sensitive = variables.find((v) => v.name === variable)?.sensitive ?? true;
  const given = raw[variable];
  return {
    variable,
    problem: given === undefined ? 'missing' : 'invalid',
    reasons: reasonsOf(error),
    shownValue: given === undefined || sensitive ? undefined : shown(given),
    sensitive,
  };
}

/** A derived default built from a bad variable (APP_URL from PORT=abc) would only repeat that variable's error. */
function withoutKnockOnErrors(errors: ValidationError[], derived: Set<string>): ValidationError[] {
  const primary = errors.filter((error) => !derived.has(error.property));
  return primary.length > 0 ? primary : errors;
}

/**
 * Reads, converts and validates the variables `configClass` declares. Returns a frozen configuration object,
 * or throws a ConfigValidationError that lists every problem at once.
 */
export function loadConfig<T extends object>(configClass: new () => T, env: Environment = process.env): T {
  const variables = describeVariables(configClass);
  const raw = declaredValues(variables, env);
  const config = plainToInstance(configClass, raw, {
    excludeExtraneousValues: true,
    exposeDefaultValues: true,
  });
  const derived = applyDerivedDefaults(config);
  const errors = withoutKnockOnErrors(validateSync(config, { forbidUnknownValues: true }), derived);
  if (errors.length > 0) {
    const issues = errors.map((error) => toIssue(error, raw, variables));
    throw new ConfigValidationError(configClass.name, issues);
  }
  return Object.freeze(config);
}
