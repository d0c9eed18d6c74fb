import { inflateEntry as inflateZipEntry } from '@deckmill/zip/node';
import { isZipError, readZip as readZipEntries, type ZipEntry, type ZipError } from '@deckmill/zip';
import { TemplateError } from './errors';
import type { TemplateLimits } from './limits';

/** @deckmill/zip's refusal, worded for the user whose .pptx it was. */
function templateErrorOf(error: ZipError): TemplateError {
  switch (error.code) {
    case 'not_a_zip':
      return new TemplateError('not_a_zip', 'This file is not a PowerPoint presentation (.pptx).');
    case 'corrupt':
      return new TemplateError('corrupt', `This file is damaged and cannot be read (${error.detail}).`);
    case 'encrypted':
      return new TemplateError(
        'encrypted',
        'This presentation is encrypted. Remove the password and upload it again.',
      );
    case 'unsupported':
      return error.detail === 'split'
        ? new TemplateError('unsupported', 'Split (multi-part) archives are not supported.')
        : new TemplateError(
            'unsupported',
            'This file uses a compression method PowerPoint files do not use.',
          );
    case 'zip_bomb':
      return new TemplateError(
        'zip_bomb',
        'This file expands to far more data than a presentation holds, so it was refused for safety.',
      );
    case 'unsafe_path':
      return new TemplateError(
        'unsafe_path',
        'This file contains an entry with an unsafe path, so it cannot be used as a template.',
      );
    case 'duplicate_entry':
      return new TemplateError(
        'duplicate_entry',
        'This file contains the same part twice, so it cannot be trusted.',
      );
  }
}

function asTemplateError(error: unknown): unknown {
  return isZipError(error) ? templateErrorOf(error) : error;
}

/** A .pptx's entries, read and checked by @deckmill/zip; a refusal is a TemplateError. */
export function readZip(bytes: Uint8Array, limits: TemplateLimits): ZipEntry[] {
  try {
    return readZipEntries(bytes, limits);
  } catch (error) {
    throw asTemplateError(error);
  }
}

/** One part's bytes, checked against its declared size and CRC; a damaged part is a TemplateError. */
export function inflateEntry(entry: ZipEntry): Uint8Array {
  try {
    return inflateZipEntry(entry);
  } catch (error) {
    throw asTemplateError(error);
  }
}
