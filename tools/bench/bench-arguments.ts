/**
 * A bench's option from the command line, as `--name=value` or `--name value` (undefined when absent or given
 * without a value). `argv` defaults to this process's arguments.
 */
export function benchArgument(name: string, argv: readonly string[] = process.argv): string | undefined {
  const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline !== undefined) return inline.slice(name.length + 3);
  const at = argv.indexOf(`--${name}`);
  const next = at >= 0 ? argv[at + 1] : undefined;
  return next === undefined || next.startsWith('--') ? undefined : next;
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
  const value = Number(given);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name}=${given}: a whole number of at least ${min} is needed`);
  }
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
