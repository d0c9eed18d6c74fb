import { normaliseName } from '../auto-map';

/** What a column found to name the decks holds: a company (or account, store...) or a person. */
export type NameColumnKind = 'company' | 'person';

export interface NameColumn {
  readonly column: string;
  readonly kind: NameColumnKind;
}

// Spelt as normaliseName leaves them (no case, spaces, `_` or `-`), most telling first.
const COMPANY_NAMES = [
  'company',
  'companyname',
  'organisation',
  'organization',
  'account',
  'accountname',
  'client',
  'clientname',
  'customer',
  'customername',
  'business',
  'firm',
  'store',
  'franchise',
  'branch',
];
const PERSON_NAMES = ['fullname', 'name', 'contactname', 'contact', 'employee', 'employeename', 'candidate'];
/** Rows looked at: the file's start says whether a column is filled in. */
const SAMPLE_ROWS = 50;

/** Whether nearly every sampled row has a value in the column (a name left empty would name a deck `deck-7`). */
function filledIn(records: readonly Readonly<Record<string, string>>[], column: string): boolean {
  const sample = records.slice(0, SAMPLE_ROWS);
  const filled = sample.filter((record) => (record[column] ?? '').trim() !== '').length;
  return sample.length > 0 && filled >= 0.9 * sample.length;
}

/**
 * The column whose value names each deck best when the user has not said: a sales team's 200 decks are then
 * "Acme Corp.pptx" to "Zenith Ltd.pptx", not "Renewal Offer - 1.pptx" to "- 200.pptx". A company column
 * first (a deck goes to a company), then a person's name, each by its spelling (`Company`, `company_name`,
 * `Account Name`, `Full name`...), then any column whose name holds "company" or ends in "name"; only
 * columns filled in on nearly every row. None: null (the pattern stays `{{template}} - {{row}}`).
 */
export function suggestNameColumn(
  headers: readonly string[],
  records: readonly Readonly<Record<string, string>>[],
): NameColumn | null {
  const usable = headers.filter((header) => filledIn(records, header));
  const spelt = (names: readonly string[]) =>
    names.map((name) => usable.find((header) => normaliseName(header) === name)).find((found) => found);
  const company = spelt(COMPANY_NAMES) ?? usable.find((header) => normaliseName(header).includes('company'));
  if (company) return { column: company, kind: 'company' };
  const person =
    spelt(PERSON_NAMES) ??
    usable.find((header) => {
      const name = normaliseName(header);
      // "first name" alone names two Anns alike; a last name, a file name or a user name names no recipient.
      return name.endsWith('name') && !/^(first|last|sur|file|user|given|family)name$/.test(name);
    });
  return person ? { column: person, kind: 'person' } : null;
}

/** The file name pattern for a suggested column: `{{Company}}.pptx`. */
export function namePatternFor(column: string): string {
  return `{{${column}}}.pptx`;
}
