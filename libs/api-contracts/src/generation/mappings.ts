import { z } from 'zod';

/** Placeholder to the data's column: what a table's decks take where (a JSON file's fields match by name). */
export const DataMappingSchema = z.record(z.string(), z.string());
export type DataMapping = z.infer<typeof DataMappingSchema>;

/** Section to (field inside it to a column or key of the list's items); sections left out match by name. */
export const SectionMappingSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type SectionMapping = z.infer<typeof SectionMappingSchema>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value that names no column ('', a number, null) becomes '': left unmapped, which generation names in its
 * answer ("Map every placeholder to a column: …") beside the others. Built from entries, so a key named
 * `__proto__` stays an own key.
 */
const columnsOf = (value: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value).map(([name, column]) => [name, typeof column === 'string' ? column : '']),
  );

function parsed(text: string, invalid: string, ctx: z.RefinementCtx): unknown {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
}

/**
 * A form's `data_mapping` (JSON text, as multipart fields are text) read into its object once, at the edge:
 * from here to generation the mapping travels typed. Blank text is no mapping (undefined).
 */
export const DataMappingTextSchema = z.string().transform((text, ctx): DataMapping | undefined => {
  if (text.trim() === '') return undefined;
  const value = parsed(text, 'The data mapping is not valid JSON.', ctx);
  if (value === z.NEVER) return z.NEVER;
  if (!isObject(value)) {
    ctx.addIssue({ code: 'custom', message: 'The data mapping must be an object of placeholder to column.' });
    return z.NEVER;
  }
  return columnsOf(value);
});

/** A form's `section_mapping` (JSON text) read into its object once, at the edge; blank text is none. */
export const SectionMappingTextSchema = z.string().transform((text, ctx): SectionMapping | undefined => {
  if (text.trim() === '') return undefined;
  const value = parsed(text, 'The section mapping is not valid JSON.', ctx);
  if (value === z.NEVER) return z.NEVER;
  if (!isObject(value) || !Object.values(value).every(isObject)) {
    ctx.addIssue({
      code: 'custom',
      message: 'The section mapping must be an object of section to an object of field to column.',
    });
    return z.NEVER;
  }
  return Object.fromEntries(
    Object.entries(value).map(([section, fields]) => [section, columnsOf(fields as Record<string, unknown>)]),
  );
});
