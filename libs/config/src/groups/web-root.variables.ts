import type { Constructor } from '../mixin';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

/** Where the gateway finds the built web apps it serves beside the API. */
export function WithWebRoot<TBase extends Constructor>(Base: TBase) {
  class WebRootVariables extends Base {
    @Variable({
      description:
        'Directory of the built web apps (web-public, web-app, web-admin), relative to the working directory or absolute.',
    })
    @IsText()
    DECKMILL_WEB_ROOT = 'dist/web';
  }
  return WebRootVariables;
}
