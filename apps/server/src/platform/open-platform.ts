import type { RunMode } from '@deckmill/config';
import type { TargetName } from '../service-catalogue';
import { distributedPlatform } from './distributed-platform';
import { embeddedPlatform } from './embedded-platform';
import type { Platform } from './platform';

/** The platform of the mode DECKMILL_MODE names, for the services the process runs. */
export function openPlatform(
  mode: RunMode,
  targets: readonly TargetName[],
  env: NodeJS.ProcessEnv,
): Promise<Platform> {
  return mode === 'embedded' ? embeddedPlatform(env) : distributedPlatform(targets, env);
}
