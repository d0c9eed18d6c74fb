import { groupRows } from '@deckmill/csv/data';
import { z } from 'zod';

type Fields = Readonly<Record<string, string>>;

// The mail service's own test of a recipient (`to` of a mail job), so the wizard counts what will be sent.
const ADDRESS = z.email();

/** Whether a cell holds one e-mail address (surrounding spaces ignored). */
export function isEmailAddress(value: string | undefined): boolean {
  return value !== undefined && ADDRESS.safeParse(value.trim()).success;
}

/**
 * The fields each deck takes its values from, as the server makes the decks: one per row (or JSON object), or
 * the first row of each group, then only the first `rowLimit` of them.
 */
export function deckFields(
  records: readonly Fields[],
  groupBy: string | null,
  rowLimit: number | null,
): readonly Fields[] {
  let decks: readonly Fields[] = records;
  if (groupBy) {
    try {
      decks = groupRows(records, groupBy).map((group) => {
        const first: Record<string, string> = {};
        for (const [key, value] of Object.entries(group)) if (typeof value === 'string') first[key] = value;
        return first;
      });
    } catch {
      // A grouping the server will refuse anyway (no such column, a group too large): count the rows.
      decks = records;
    }
  }
  return rowLimit === null ? decks : decks.slice(0, rowLimit);
}

export interface RecipientCount {
  /** Decks that will be mailed: their address cell holds a valid address. */
  readonly mailed: number;
  /** Decks made but not mailed: the cell is empty or not an address. */
  readonly withoutAddress: number;
}

const sameName = (name: string) => name.trim().toLowerCase();

/** A deck's value for `column`, case and surrounding spaces ignored: the server's lookup (JSON keys vary). */
function fieldValue(fields: Fields, column: string): string | undefined {
  const wanted = sameName(column);
  const key = Object.keys(fields).find((candidate) => sameName(candidate) === wanted);
  return key === undefined ? undefined : fields[key];
}

/** Every deck's address cell in order: what the user confirms, so a regrouping with the same count asks again. */
export function recipientList(decks: readonly Fields[], column: string): string {
  return decks.map((deck) => (fieldValue(deck, column) ?? '').trim()).join('\n');
}

export function countRecipients(decks: readonly Fields[], column: string): RecipientCount {
  let mailed = 0;
  for (const deck of decks) if (isEmailAddress(fieldValue(deck, column))) mailed += 1;
  return { mailed, withoutAddress: decks.length - mailed };
}

/** How many rows are looked at to guess the address column. */
const SAMPLE_ROWS = 20;

/**
 * The first column whose filled cells (among the first rows) are mostly e-mail addresses; '' when none is.
 */
export function suggestAddressColumn(headers: readonly string[], records: readonly Fields[]): string {
  const sample = records.slice(0, SAMPLE_ROWS);
  const found = headers.find((header) => {
    const filled = sample.map((record) => record[header] ?? '').filter((value) => value.trim() !== '');
    const addresses = filled.filter((value) => isEmailAddress(value)).length;
    return addresses > 0 && addresses * 2 >= filled.length;
  });
  return found ?? '';
}
