import type { WarmOfficeSettings } from '@deckmill/office';

/** How LibreOffice is kept warm, from the office variables (previews and PDF output read the same ones). */
export function warmOfficeFrom(config: {
  readonly DECKMILL_OFFICE_WARM_INSTANCES: number;
  readonly DECKMILL_OFFICE_RESTART_AFTER: number;
  readonly DECKMILL_OFFICE_IDLE_SECONDS: number;
  readonly DECKMILL_OFFICE_PYTHON: string;
}): WarmOfficeSettings {
  return {
    instances: config.DECKMILL_OFFICE_WARM_INSTANCES,
    documentsPerInstance: config.DECKMILL_OFFICE_RESTART_AFTER,
    idleMs: config.DECKMILL_OFFICE_IDLE_SECONDS * 1000,
    python: config.DECKMILL_OFFICE_PYTHON,
  };
}
