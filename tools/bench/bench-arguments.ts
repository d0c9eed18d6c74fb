/**
 * A bench's option from the command line, as `--name=value` or `--name value`; undefined when absent. A name
 * given without a value (`--name=`, or followed by another option or nothing) is refused, not read as absent.
 * `argv` defaults to this process's arguments.
 */
export function benchArgument(name: string, argv: readonly string[] = process.argv): string | undefined {
  const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
  const at = argv.indexOf(`--${name}`);
  if (inline === undefined && at < 0) return undefined;
  const value = inline !== undefined ? inline.slice(name.length + 3) : argv[at + 1];
  if (value === undefined || value === '' || value.startsWith('--')) {
    throw new Error(`--${name} needs a value (--${name}=...)`);
  }
  return value;
}

/** A whole-number option of at least `min`, `fallback` when absent; anything else is refused with its name. */
export function wholeNumberArgument(
  name: string,
  fallback: number,
  min = 1,
  argv: readonly string[] = process.argv,
): number {
  const given = benchArgument(name, argv);
  if (given === undefined) return fallback;
  const value = /^\d+$/.test(given) ? Number(given) : NaN;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`--${name}=${given}: a whole number of at least ${min} is needed`);
  }
  return value;
}

/** A list of whole numbers of at least `min` (`--workers=1,2,4`), `fallback` when absent. */
export function wholeNumbersArgument(
  name: string,
  fallback: readonly number[],
  min = 1,
  argv: readonly string[] = process.argv,
): number[] {
  const given = benchArgument(name, argv);
  if (given === undefined) return [...fallback];
  const values = given.split(',').map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  if (values.some((value) => !Number.isSafeInteger(value) || value < min)) {
    throw new Error(`--${name}=${given}: whole numbers of at least ${min}, separated by commas, are needed`);
  }
  return values;
}

/** A positive number (`--quota=0.2`), `fallback` when absent; anything else is refused with its name. */
export function positiveNumberArgument(
  name: string,
  fallback: number,
  argv: readonly string[] = process.argv,
): number {
  const given = benchArgument(name, argv);
  if (given === undefined) return fallback;
  const value = /^\d+(\.\d+)?$/.test(given) ? Number(given) : NaN;
  if (!(value > 0)) throw new Error(`--${name}=${given}: a number above 0 is needed`);
  return value;
}

/** One of `choices`, `fallback` when absent; anything else is refused, naming the choices. */
export function choiceArgument<Choice extends string>(
  name: string,
  choices: readonly Choice[],
  fallback: Choice,
  argv: readonly string[] = process.argv,
): Choice {
  const given = benchArgument(name, argv);
  if (given === undefined) return fallback;
  if (!(choices as readonly string[]).includes(given)) {
    throw new Error(`--${name}=${given}: one of ${choices.join(', ')} is needed`);
  }
  return given as Choice;
}
