import type { CompiledTemplate, RenderedDeck } from '@deckmill/pptx';
import type { DataRecord } from '@deckmill/csv/data';

export interface DataRenderOptions {
  readonly watermark: boolean;
  /** A SUPPORTED_LOCALES tag: how the template's number, currency, percent and date filters format. */
  readonly locale: string;
}

/** Renders one deck from its data record: sections, paths and filters read it with the batch's locale. */
export function renderData(
  template: CompiledTemplate,
  record: DataRecord,
  options: DataRenderOptions,
): Promise<RenderedDeck> {
  return template.render(record, { watermark: options.watermark, locale: options.locale });
}
