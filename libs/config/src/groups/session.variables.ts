import type { Constructor } from '../mixin';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

export const SESSION_SECRET_MIN_LENGTH = 32;

/** The key that signs session cookies and file links; every process that issues or checks them shares it. */
export function WithSessionSecret<TBase extends Constructor>(Base: TBase) {
  class SessionSecretVariables extends Base {
    @Variable({
      description: `Secret (at least ${SESSION_SECRET_MIN_LENGTH} characters) that signs sessions and file links.`,
      sensitive: true,
    })
    @IsText(SESSION_SECRET_MIN_LENGTH)
    SESSION_SECRET!: string;
  }
  return SessionSecretVariables;
}
