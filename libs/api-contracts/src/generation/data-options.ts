import { z } from 'zod';

/**
 * The locales a batch may format numbers, currencies and dates in. A short list the wizard offers;
 * the API accepts any spelling of them (BCP 47 is case-insensitive) and answers the canonical one.
 */
export const SUPPORTED_LOCALES = [
  { tag: 'en-US', label: 'English (United States)' },
  { tag: 'en-GB', label: 'English (United Kingdom)' },
  { tag: 'de-DE', label: 'Deutsch (Deutschland)' },
  { tag: 'fr-FR', label: 'Français (France)' },
  { tag: 'es-ES', label: 'Español (España)' },
  { tag: 'it-IT', label: 'Italiano (Italia)' },
  { tag: 'nl-NL', label: 'Nederlands (Nederland)' },
  { tag: 'pt-BR', label: 'Português (Brasil)' },
  { tag: 'ja-JP', label: '日本語 (日本)' },
] as const;
export const DEFAULT_LOCALE = 'en-US';
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]['tag'];

const LOCALE_TAGS = SUPPORTED_LOCALES.map((locale) => locale.tag) as [SupportedLocale, ...SupportedLocale[]];
const LOCALE_MESSAGE = `Choose one of the supported locales: ${LOCALE_TAGS.join(', ')}.`;

function canonicalLocale(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return LOCALE_TAGS.find((tag) => tag.toLowerCase() === wanted) ?? value;
}

/** A locale as services pass it: one of the tags, canonical. */
export const LocaleTagSchema = z.enum(LOCALE_TAGS, { error: LOCALE_MESSAGE });
/** A locale as a client posts it: any letter case. */
export const LocaleSchema = z.preprocess(canonicalLocale, LocaleTagSchema);

/**
 * The encodings a CSV data file may be read in (`data_encoding`). Absent, the file's own bytes decide: a BOM,
 * UTF-8 when its start reads as UTF-8, UTF-16 by its zero bytes, else Windows-1252 (docs/data-files.md).
 */
export const DATA_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'] as const;
export type DataEncoding = (typeof DATA_ENCODINGS)[number];
/** The one answer to `data_encoding` sent with a JSON data file (bulk_create and API v1 alike). */
export const DATA_ENCODING_JSON_MESSAGE = 'A JSON file is read as UTF-8; the encoding applies to CSV files.';
export const DataEncodingSchema = z.enum(DATA_ENCODINGS, {
  error: `Choose one of the encodings: ${DATA_ENCODINGS.join(', ')}.`,
});

/** The multipart field a data file came in; its 422s are keyed by it. */
export const DATA_FILE_FIELDS = ['csv_file', 'data_file'] as const;
export type DataFileField = (typeof DATA_FILE_FIELDS)[number];

/** What a batch's rows come out as: the deck, its PDF, or both. */
export const OUTPUT_FORMATS = ['pptx', 'pdf'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const DEFAULT_OUTPUT_FORMATS: readonly OutputFormat[] = ['pptx'];

const FORMATS_MESSAGE = `Choose the output: ${OUTPUT_FORMATS.join(', ')} or both.`;

/** Formats as services pass them: one or both, each once, in OUTPUT_FORMATS order. */
export const OutputFormatsSchema = z
  .array(z.enum(OUTPUT_FORMATS, { error: FORMATS_MESSAGE }), { error: FORMATS_MESSAGE })
  .min(1, FORMATS_MESSAGE)
  .max(OUTPUT_FORMATS.length, FORMATS_MESSAGE)
  .refine((formats) => new Set(formats).size === formats.length, FORMATS_MESSAGE);

/** A comma list ("pptx,pdf"), an array, any letter case, repeats ignored, into OUTPUT_FORMATS order. */
function formatList(value: unknown): unknown {
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return value;
  const wanted = items.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item));
  // Not a list, so the refusal is keyed by the field itself rather than by the position of the bad value.
  if (!wanted.every((item) => OUTPUT_FORMATS.some((format) => format === item))) return null;
  return OUTPUT_FORMATS.filter((format) => wanted.includes(format));
}

/** Formats as a client posts them (`presentation[formats]`: repeated or a comma list). */
export const OutputFormatsInputSchema = z.preprocess(formatList, OutputFormatsSchema);
