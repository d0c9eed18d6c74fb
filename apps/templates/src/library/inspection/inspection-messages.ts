import type { RemovedContent, TemplateErrorCode, TemplateInspection } from '@deckmill/pptx';

export interface InspectionRequest {
  /** The deck, copied to a private temporary file. */
  readonly file: string;
}

/** A deck that passed: what it holds, what cleaning removed (the file was rewritten then) and its size. */
export interface CheckedDeck {
  readonly inspection: TemplateInspection;
  readonly removed: readonly RemovedContent[];
  readonly sizeBytes: number;
}

export type InspectionReply =
  | ({ readonly ok: true } & CheckedDeck)
  /** `code` is set for a TemplateError (a bad file), absent for an unexpected failure. */
  | { readonly ok: false; readonly code?: TemplateErrorCode; readonly message: string };
