import { execFileSync } from 'node:child_process';
import type { TestResponse } from '@deckmill/server-harness';
import type { TestUser } from './generation-helpers';

// pptxgenjs imports modules dynamically, which Jest's VM refuses without a flag: it runs in a plain node child.
const BUILD_DECK = `
const PptxGenJS = require(process.argv[1]);
const pptx = new PptxGenJS();
for (const lines of JSON.parse(process.argv[2])) {
  const slide = pptx.addSlide();
  lines.forEach((line, i) => slide.addText(line, { x: 0.5, y: 0.5 + i * 1.1, w: 9, h: 1 }));
}
pptx.write({ outputType: 'base64' }).then((text) => process.stdout.write(text));
`;

/** A deck made here (no fixture needed): per slide, text boxes of one line each, tags included. */
export function textDeck(slides: readonly (readonly string[])[]): Uint8Array {
  const base64 = execFileSync(
    process.execPath,
    ['-e', BUILD_DECK, require.resolve('pptxgenjs'), JSON.stringify(slides)],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

export interface DataUpload {
  readonly templateId: number;
  /** The file's text (sent as UTF-8) or its bytes. */
  readonly file: string | Uint8Array;
  readonly fileName: string;
  /** The form field: `csv_file` (default) or `data_file`. */
  readonly field?: 'csv_file' | 'data_file';
  readonly mapping?: Record<string, string>;
  /** Per section, each field inside it to a column or key of the list's items. */
  readonly sectionMapping?: Record<string, Record<string, string>>;
  readonly groupBy?: string;
  readonly locale?: string;
  readonly pattern?: string;
  /** `data_encoding`: the CSV's encoding as a user chose it. */
  readonly encoding?: string;
}

export type BulkCreateResponse = TestResponse<{
  id: string;
  status: string;
  row_count: number;
  errors?: Record<string, string[]>;
}>;

/** bulk_create with a .csv or .json file and the grouping, section mapping and locale fields. */
export function bulkCreateData(user: TestUser, input: DataUpload): Promise<BulkCreateResponse> {
  const form = new FormData();
  form.set('presentation[template_id]', String(input.templateId));
  form.set(
    `presentation[${input.field ?? 'csv_file'}]`,
    new Blob([typeof input.file === 'string' ? input.file : new Uint8Array(input.file)]),
    input.fileName,
  );
  if (input.mapping) form.set('presentation[data_mapping]', JSON.stringify(input.mapping));
  if (input.sectionMapping) form.set('presentation[section_mapping]', JSON.stringify(input.sectionMapping));
  if (input.groupBy !== undefined) form.set('presentation[group_by]', input.groupBy);
  if (input.locale !== undefined) form.set('presentation[locale]', input.locale);
  if (input.pattern !== undefined) form.set('presentation[file_name_pattern]', input.pattern);
  if (input.encoding !== undefined) form.set('presentation[data_encoding]', input.encoding);
  return user.client.post('/api/app/presentations/bulk_create', form);
}

/** Sales lines of three regions, North's rows not adjacent: grouping must follow first appearance. */
export const SALES_CSV = [
  'Region,Manager,Product,Amount',
  'North,Ann,Tea,1200.5',
  'South,Bob,Coffee,80',
  'North,Ann,Cake,15',
  'East,Cid,Juice,7',
  'South,Bob,Water,3',
  '',
].join('\n');

/** The same data as JSON: one object per region with nested manager and lines. */
export const SALES_JSON = JSON.stringify(
  [
    {
      region: 'North',
      manager: { name: 'Ann' },
      total: 1215.5,
      lines: [{ product: 'Tea' }, { product: 'Cake' }],
    },
    {
      region: 'South',
      manager: { name: 'Bob' },
      total: 83,
      lines: [{ product: 'Coffee' }, { product: 'Water' }],
    },
  ],
  null,
  2,
);
