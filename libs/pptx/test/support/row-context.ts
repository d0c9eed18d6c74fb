import type { HoleContext } from '../../src/template/holes';

/** What a flat part's holes read for one deck of plain text values, in en-US, without a watermark. */
export function rowContext(row: Readonly<Record<string, string>>): HoleContext {
  return {
    values: new Map(Object.entries(row)),
    watermark: false,
    scope: [row],
    locale: 'en-US',
    notes: [],
    findings: [],
  };
}
