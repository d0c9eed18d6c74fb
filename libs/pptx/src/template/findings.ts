// What a row's deck would show that the user may want to fix before generating. Rendering collects
// them (HoleContext.findings, RenderedDeck.findings); preflight reports them per row.

export type FindingKind =
  /** Preflight, once per template: a tag no column or field of the data fills (empty in every deck). */
  | 'unknown_tag'
  /** A tag with no value in the row (rendered empty). */
  | 'missing_value'
  /** A value that is there but empty. */
  | 'empty_value'
  /** Text shrunk or its shape grown to fit (what will be applied). */
  | 'fitted'
  /** Text that will overflow its box (do-not-autofit boxes, or beyond the smallest scale or the slide). */
  | 'overflow'
  /** A `{{%picture}}` that cannot be had (missing from the archive, unreachable URL, refused). */
  | 'image_unavailable'
  /** A list longer than its paginated space allows (more pages than the limit), or a table not paginated that runs off. */
  | 'list_too_long'
  /** Characters the template's fonts do not have: they would print as boxes. */
  | 'missing_glyphs'
  /** Preflight: a shape whose text changes but cannot be measured (vertical text, no frame found). */
  | 'not_checked'
  /** A chart field or value that could not be drawn. */
  | 'chart_data'
  /** Preflight: rendering the row failed for another reason; generation would fail the row too. */
  | 'row_fails';

export interface Finding {
  readonly kind: FindingKind;
  /** One sentence a user understands, e.g. `Slide 2, "Title 1": the text is shrunk to 78% to fit.` */
  readonly message: string;
  /** The tag or field concerned, when there is one. */
  readonly field?: string;
  /** 1-based slide number of the template, when known. */
  readonly slide?: number;
  /** The shape's name (`p:cNvPr name`), when known. */
  readonly shape?: string;
}
