import type { CompiledTemplate, ImageSource, RenderedDeck } from '@deckmill/pptx';
import type { DataRecord } from '@deckmill/csv/data';

export interface DataRenderOptions {
  readonly watermark: boolean;
  /** A SUPPORTED_LOCALES tag: how the template's number, currency, percent and date filters format. */
  readonly locale: string;
  /** Resolves the row's `{{%image}}` values (the batch's archive, data: URIs, https URLs). */
  readonly images?: ImageSource;
}

/** Renders one deck from its data record: sections, paths and filters read it with the batch's locale. */
export function renderData(
  template: CompiledTemplate,
  record: DataRecord,
  options: DataRenderOptions,
): Promise<RenderedDeck> {
  const { watermark, locale, images } = options;
  return template.render(record, { watermark, locale, ...(images ? { images } : {}) });
}
