/** What the composition root tells the templates service (TemplatesModule.forRoot). */
export interface TemplatesOptions {
  readonly previews: {
    /** LibreOffice and pdftoppm commands (DECKMILL_SOFFICE, DECKMILL_PDFTOPPM). */
    readonly soffice: string;
    readonly pdftoppm: string;
    /** Conversions at once per process (DECKMILL_PREVIEW_CONCURRENCY). */
    readonly concurrency: number;
  };
}

export const TEMPLATES_OPTIONS = Symbol('TEMPLATES_OPTIONS');
