import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The sample offered to a new user so their first batch takes a minute: a small deck with {{first_name}},
 * {{company}}, {{offer}} and {{city}}, and a CSV with those columns. Both ship beside this file.
 */
export const SAMPLE_FILES = {
  template: { file: 'sample-template.pptx', downloadName: 'Deckmill sample template.pptx' },
  csv: { file: 'sample-data.csv', downloadName: 'Deckmill sample data.csv' },
} as const;

export const SAMPLE_TEMPLATE_NAME = 'Sample: Personal Offer';

export function readSampleFile(which: keyof typeof SAMPLE_FILES): Promise<Buffer> {
  return readFile(path.join(__dirname, SAMPLE_FILES[which].file));
}
