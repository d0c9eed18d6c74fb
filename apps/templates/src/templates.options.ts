import type { SandboxKind, WarmOfficeSettings } from '@deckmill/office';

/** What the composition root tells the templates service (TemplatesModule.forRoot). */
export interface TemplatesOptions {
  readonly previews: {
    /** LibreOffice and pdftoppm commands (DECKMILL_SOFFICE, DECKMILL_PDFTOPPM). */
    readonly soffice: string;
    readonly pdftoppm: string;
    /** poppler's pdffonts, for whether PDFs can be made (office status); absent: on PATH. */
    readonly pdffonts?: string;
    /** Conversions at once per process (DECKMILL_PREVIEW_CONCURRENCY). */
    readonly concurrency: number;
    /** The strongest confinement tried (DECKMILL_PREVIEW_SANDBOX); weaker ones follow when it cannot run. */
    readonly sandbox: SandboxKind;
    /** Address space each conversion may use (DECKMILL_PREVIEW_MEMORY_MB). */
    readonly memoryLimitBytes: number;
    /** LibreOffice kept warm (DECKMILL_OFFICE_*); absent: `DEFAULT_WARM_SETTINGS`. */
    readonly warm?: WarmOfficeSettings;
  };
}

export const TEMPLATES_OPTIONS = Symbol('TEMPLATES_OPTIONS');
