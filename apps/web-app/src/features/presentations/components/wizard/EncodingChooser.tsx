import {
  ENCODING_LABELS,
  TEXT_ENCODINGS,
  type CsvDelimiter,
  type DetectedEncoding,
  type TextEncodingName,
} from '@deckmill/csv';
import { SelectInput } from '@deckmill/ui';
import styles from './Wizard.module.css';

export interface EncodingChooserProps {
  /** How the file was read; absent while it could not be read (a byte that is not UTF-8, say). */
  encoding?: DetectedEncoding;
  delimiter?: CsvDelimiter;
  /** The encoding the user chose (null: detected). */
  chosen: TextEncodingName | null;
  onChoose: (name: TextEncodingName) => void;
}

const SEPARATORS: Readonly<Record<CsvDelimiter, string>> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'pipes (|)',
};

const HOW: Readonly<Record<DetectedEncoding['evidence'], string>> = {
  chosen: 'as you chose',
  bom: 'marked in the file',
  'valid-utf-8': 'detected',
  guessed: 'guessed from its characters: check the line below',
};

/**
 * Step 2 for a CSV: the encoding and separator the file was read with, a line that shows the accents as read,
 * and the encoding to read it in instead. A guess (a file without a BOM that is not UTF-8) is said out loud.
 */
export function EncodingChooser({ encoding, delimiter, chosen, onChoose }: EncodingChooserProps) {
  const guessed = encoding?.evidence === 'guessed';
  return (
    <div className={guessed ? styles.encodingGuessed : styles.encoding} role={guessed ? 'status' : undefined}>
      {encoding && (
        <p>
          Read as <strong>{ENCODING_LABELS[encoding.name]}</strong> ({HOW[encoding.evidence]})
          {delimiter && <>, values separated by {SEPARATORS[delimiter]}</>}.
        </p>
      )}
      {encoding?.sample && (
        <p>
          A line as read: <q className={styles.sampleLine}>{encoding.sample}</q>
        </p>
      )}
      <SelectInput
        label="File encoding"
        hint="If accents look wrong, choose the encoding the file was saved in."
        options={TEXT_ENCODINGS.map((name) => ({ value: name, label: ENCODING_LABELS[name] }))}
        value={chosen ?? encoding?.name ?? 'utf-8'}
        onChange={(event) => onChoose(event.target.value as TextEncodingName)}
      />
    </div>
  );
}
