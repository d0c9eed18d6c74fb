import {
  RenderError,
  renderErrorOf,
  type CompiledTemplate,
  type ImageSource,
  type RenderedDeck,
} from '@deckmill/pptx';
import { MAX_VALUE_CHARS } from '@deckmill/csv';
import type { DataRecord, DataValue } from '@deckmill/csv/data';
import { renderData } from '../../render-data';

/** Every text of the record, nested ones included, with a readable path ("items 2 > note"). */
function checkValue(value: DataValue, path: string, max: number): void {
  if (typeof value === 'string') {
    if (value.length > max) {
      throw new RenderError(
        'data',
        `The value for "${path}" is ${value.length.toLocaleString('en-US')} characters long; ` +
          `at most ${max.toLocaleString('en-US')} fit on a slide.`,
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((item: DataValue, index) => checkValue(item, `${path} ${index + 1}`, max));
  } else if (typeof value === 'object' && value !== null) {
    checkValues(value as DataRecord, max, `${path} > `);
  }
}

function checkValues(record: DataRecord, max: number, prefix = ''): void {
  for (const [name, value] of Object.entries(record)) checkValue(value, `${prefix}${name}`, max);
}

/** Renders one row with the engine: its values checked first (a value too long for any slide fails the row). */
export async function renderRow(
  template: CompiledTemplate,
  row: {
    values: DataRecord;
    watermark: boolean;
    locale: string;
    images?: ImageSource;
  },
  maxValueChars = MAX_VALUE_CHARS,
): Promise<RenderedDeck> {
  checkValues(row.values, maxValueChars);
  const options = {
    watermark: row.watermark,
    locale: row.locale,
    ...(row.images ? { images: row.images } : {}),
  };
  return renderData(template, row.values, options).catch((error: unknown) => {
    // Data this template cannot take (a list longer than a section may repeat) fails this row, saying why,
    // and at once: the engine's RenderError never heals.
    throw renderErrorOf(error) ?? error;
  });
}
