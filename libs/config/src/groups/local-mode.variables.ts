import { IsBoolean, ValidateBy, ValidateIf } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToBoolean } from '../transforms';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

/** The desktop launcher's token: 32 random bytes in base64url (43 characters). */
export const LOCAL_LAUNCH_TOKEN_MIN_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Local mode's conditions on the variables the same class reads: the launcher's class (RunModeConfig) knows
 * the run mode, the embedded class the listener's address; each checks what it reads.
 */
function LocalModeFits() {
  return ValidateBy({
    name: 'localModeFits',
    validator: {
      validate: (value, args) => {
        if (value !== true) return true;
        const config = args?.object as { DECKMILL_MODE?: string; HOST?: string };
        if (config.DECKMILL_MODE !== undefined && config.DECKMILL_MODE !== 'embedded') return false;
        return config.HOST === undefined || isLoopbackHost(config.HOST);
      },
      defaultMessage: () =>
        'needs embedded mode (DECKMILL_MODE=embedded) and a loopback HOST (127.0.0.1, ::1 or localhost)',
    },
  });
}

/** The desktop app's local mode: one account on this machine, opened by the launcher's token. */
export function WithLocalMode<TBase extends Constructor>(Base: TBase) {
  class LocalModeVariables extends Base {
    @Variable({
      description:
        'true: local mode (the desktop app): one local account, no sign-up, plans or admin pages. Needs embedded mode, a loopback HOST and LOCAL_LAUNCH_TOKEN.',
    })
    @ToBoolean()
    @IsBoolean()
    @LocalModeFits()
    LOCAL_MODE = false;

    @Variable({
      description: `The launcher's one-start token (at least ${LOCAL_LAUNCH_TOKEN_MIN_LENGTH} characters) that /local/open?token= must carry; required in local mode.`,
      sensitive: true,
    })
    @ValidateIf(
      (config: LocalModeVariables) => config.LOCAL_MODE === true || config.LOCAL_LAUNCH_TOKEN !== undefined,
    )
    @IsText(LOCAL_LAUNCH_TOKEN_MIN_LENGTH)
    LOCAL_LAUNCH_TOKEN?: string;
  }
  return LocalModeVariables;
}
