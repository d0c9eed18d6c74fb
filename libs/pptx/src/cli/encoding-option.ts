import { TEXT_ENCODINGS, type TextEncodingName } from '@deckmill/csv';
import { UsageError } from './usage';

/** `--encoding <name>`: one of the encodings a CSV may be read in, any letter case; absent: detected. */
export function encodingOption(value: string | undefined): TextEncodingName | undefined {
  if (value === undefined) return undefined;
  const name = value.trim().toLowerCase();
  const known = TEXT_ENCODINGS.find((encoding) => encoding === name);
  if (!known) throw new UsageError(`Unknown --encoding "${value}" (use ${TEXT_ENCODINGS.join(', ')}).`);
  return known;
}
