import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The sample offered to a new user so their first batch takes a minute: a designed four-slide personal offer
 * ({{first_name}}, {{company}}, a `{{%logo}}` picture, key figures, a table of values and notes with
 * placeholders), an eight-row CSV whose columns are the placeholders' names, and the images archive holding
 * each row's made-up company logo. All three ship beside this file and are made by
 * `node tools/samples/make-sample.mjs`.
 */
export const SAMPLE_FILES = {
  template: { file: 'sample-template.pptx', downloadName: 'Deckmill sample template.pptx' },
  csv: { file: 'sample-data.csv', downloadName: 'Deckmill sample data.csv' },
  images: { file: 'sample-images.zip', downloadName: 'Deckmill sample logos.zip' },
} as const;

export function readSampleFile(which: keyof typeof SAMPLE_FILES): Promise<Buffer> {
  return readFile(path.join(__dirname, SAMPLE_FILES[which].file));
}
