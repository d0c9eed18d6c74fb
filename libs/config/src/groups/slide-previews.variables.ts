import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';
import { WithOfficeSandbox } from './office-sandbox.variables';

export { PREVIEW_SANDBOXES, type PreviewSandbox } from './office-sandbox.variables';

/** The tools that draw slide previews (LibreOffice, then pdftoppm): how many run at once. */
export function WithSlidePreviews<TBase extends Constructor>(Base: TBase) {
  class SlidePreviewsVariables extends WithOfficeSandbox(Base) {
    @Variable({ description: 'LibreOffice conversions one process runs at a time.' })
    @ToInteger()
    @IsIntInRange(1, 64)
    DECKMILL_PREVIEW_CONCURRENCY = 1;
  }
  return SlidePreviewsVariables;
}
