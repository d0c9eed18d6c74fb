import { IsIn } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

export const PREVIEW_SANDBOXES = ['bwrap', 'unshare', 'none'] as const;
export type PreviewSandbox = (typeof PREVIEW_SANDBOXES)[number];

/** LibreOffice and how it is confined: shared by slide previews and PDF output (`@deckmill/office`). */
export function WithOfficeSandbox<TBase extends Constructor>(Base: TBase) {
  class OfficeSandboxVariables extends Base {
    @Variable({ description: 'LibreOffice command that converts decks to PDF: on PATH or an absolute path.' })
    @IsText()
    DECKMILL_SOFFICE = 'soffice';

    @Variable({
      description:
        'Strongest sandbox tried for the preview tools: bwrap, unshare or none (weaker ones follow when it cannot run).',
    })
    @IsIn(PREVIEW_SANDBOXES)
    DECKMILL_PREVIEW_SANDBOX: PreviewSandbox = 'bwrap';

    @Variable({ description: 'Address space (MB) each preview tool may use.' })
    @ToInteger()
    @IsIntInRange(256, 65536)
    DECKMILL_PREVIEW_MEMORY_MB = 1536;
  }
  return OfficeSandboxVariables;
}
