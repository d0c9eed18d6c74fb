import { SERVICE_NAMES, type ServiceName } from './service-catalogue';

/**
 * `--target=all` (the default) runs every service in one process, like Loki's monolithic target;
 * `--target=identity` or `--target=gateway,templates` runs a subset. DECKMILL_TARGET (validated config,
 * `fromEnvironment`) is the env equivalent; the flag wins.
 */
export function parseTargets(argv: readonly string[], fromEnvironment: string): ServiceName[] {
  const flag = argv.find((arg) => arg.startsWith('--target='))?.slice('--target='.length);
  const raw = (flag ?? fromEnvironment).trim();
  if (raw === 'all') return [...SERVICE_NAMES];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `Unknown --target "${raw}". Use "all" or a comma-separated list of: ${SERVICE_NAMES.join(', ')}.`,
    );
  }
  return names as ServiceName[];
}
