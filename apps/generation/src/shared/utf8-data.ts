import { GenerationErrors } from './errors';

/** A JSON data file's text: UTF-8 or refused on `dataFile` (a batch's upload and a dataset's alike). */
export function utf8Data(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw GenerationErrors.field(
      'dataFile',
      'The file is not valid UTF-8 text. Save it as UTF-8 and upload it again.',
    );
  }
}
