import { SERVICE_NAMES, TARGET_NAMES, composeTargets, type TargetName } from './service-catalogue';

/**
 * `--target=all` (the default) runs every service in one process, like Loki's monolithic target;
 * `--target=identity` or `--target=gateway,templates` runs a subset, and `--target=generation-api` or
 * `--target=generation-worker` one part of generation (`generation` is both). DECKMILL_TARGET (validated config,
 * `fromEnvironment`) is the env equivalent; the flag wins.
 */
export function parseTargets(argv: readonly string[], fromEnvironment: string): TargetName[] {
  const flag = argv.find((arg) => arg.startsWith('--target='))?.slice('--target='.length);
  const raw = (flag ?? fromEnvironment).trim();
  if (raw === 'all') return [...SERVICE_NAMES];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(TARGET_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `Unknown --target "${raw}". Use "all" or a comma-separated list of: ${TARGET_NAMES.join(', ')}.`,
    );
  }
  return composeTargets(names as TargetName[]);
}
