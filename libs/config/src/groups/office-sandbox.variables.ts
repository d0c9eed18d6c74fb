import { IsIn } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

export const PREVIEW_SANDBOXES = ['bwrap', 'unshare', 'none'] as const;
export type PreviewSandbox = (typeof PREVIEW_SANDBOXES)[number];

/**
 * LibreOffice, pdftoppm and how they are confined: shared by slide previews, PDF output and personal links'
 * slides (`@deckmill/office`).
 */
export function WithOfficeSandbox<TBase extends Constructor>(Base: TBase) {
  class OfficeSandboxVariables extends Base {
    @Variable({ description: 'LibreOffice command that converts decks to PDF: on PATH or an absolute path.' })
    @IsText()
    DECKMILL_SOFFICE = 'soffice';

    @Variable({
      description: 'pdftoppm command that draws PDF pages as images: on PATH or an absolute path.',
    })
    @IsText()
    DECKMILL_PDFTOPPM = 'pdftoppm';

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

    @Variable({
      description:
        'LibreOffice instances kept running per pool (previews, PDF); 0 starts it afresh per document.',
    })
    @ToInteger()
    @IsIntInRange(0, 16)
    DECKMILL_OFFICE_WARM_INSTANCES = 1;

    @Variable({ description: 'Documents a warm LibreOffice converts before it is replaced.' })
    @ToInteger()
    @IsIntInRange(1, 100000)
    DECKMILL_OFFICE_RESTART_AFTER = 100;

    @Variable({ description: 'Seconds a warm LibreOffice may stay unused before it is stopped.' })
    @ToInteger()
    @IsIntInRange(5, 86400)
    DECKMILL_OFFICE_IDLE_SECONDS = 120;

    @Variable({ description: 'Python 3 with LibreOffice bindings (python3-uno) that drives warm instances.' })
    @IsText()
    DECKMILL_OFFICE_PYTHON = '/usr/bin/python3';
  }
  return OfficeSandboxVariables;
}
