import { bulkCreateFormData, preflightFormData, type BulkCreateRequest } from './bulk-create-form';
import { datasetFormData } from './dataset-form';

/** Every field sent, in order, with files as their name and text (FormData keeps repeated fields). */
async function fields(form: FormData): Promise<[string, string][]> {
  const sent: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    sent.push([name, typeof value === 'string' ? value : `${value.name}: ${await value.text()}`]);
  }
  return sent;
}

const csv = new File(['Company\nAcme\n'], 'accounts.csv', { type: 'text/csv' });
const images = new File(['zip'], 'logos.zip', { type: 'application/zip' });

const delivery = {
  deliver_to_column: 'Email',
  delivery_subject: 'Your offer',
  delivery_body: 'Hello',
  delivery_reply_to: 'sales@acme.test',
  delivery_confirm_count: 3,
};

const everything: BulkCreateRequest = {
  template_id: 7,
  csv_file: csv,
  data_encoding: 'windows-1252',
  data_mapping: { company: 'Company' },
  section_mapping: { rows: { item: 'Product' } },
  group_by: 'Region',
  locale: 'de-DE',
  row_limit: 5,
  images_file: images,
  name: 'Spring',
  file_name_pattern: '{{Company}}.pptx',
  formats: ['pptx', 'pdf'],
  delivery,
};

describe('bulkCreateFormData', () => {
  it('writes every field under its presentation[...] name, formats repeated and mappings as JSON', async () => {
    expect(await fields(bulkCreateFormData(everything))).toEqual([
      ['presentation[template_id]', '7'],
      ['presentation[csv_file]', 'accounts.csv: Company\nAcme\n'],
      ['presentation[data_encoding]', 'windows-1252'],
      ['presentation[data_mapping]', '{"company":"Company"}'],
      ['presentation[section_mapping]', '{"rows":{"item":"Product"}}'],
      ['presentation[group_by]', 'Region'],
      ['presentation[locale]', 'de-DE'],
      ['presentation[row_limit]', '5'],
      ['presentation[images_file]', 'logos.zip: zip'],
      ['presentation[name]', 'Spring'],
      ['presentation[file_name_pattern]', '{{Company}}.pptx'],
      ['presentation[formats]', 'pptx'],
      ['presentation[formats]', 'pdf'],
      ['presentation[deliver_to_column]', 'Email'],
      ['presentation[delivery_subject]', 'Your offer'],
      ['presentation[delivery_body]', 'Hello'],
      ['presentation[delivery_reply_to]', 'sales@acme.test'],
      ['presentation[delivery_confirm_count]', '3'],
    ]);
  });

  it('sends no field for an option left out, nor for one set to undefined', async () => {
    const bare = bulkCreateFormData({ template_id: 7, dataset_id: 'd1' });
    expect(await fields(bare)).toEqual([
      ['presentation[template_id]', '7'],
      ['presentation[dataset_id]', 'd1'],
    ]);
    const undefinedOptions = bulkCreateFormData({
      template_id: 7,
      csv_file: csv,
      data_encoding: undefined,
      group_by: undefined,
      row_limit: undefined,
      images_file: undefined,
      name: undefined,
      delivery: { ...delivery, delivery_reply_to: undefined },
    });
    expect([...undefinedOptions.keys()]).toEqual([
      'presentation[template_id]',
      'presentation[csv_file]',
      'presentation[deliver_to_column]',
      'presentation[delivery_subject]',
      'presentation[delivery_body]',
      'presentation[delivery_confirm_count]',
    ]);
  });

  it('sends a JSON file as data_file, with no encoding', async () => {
    const json = new File(['[]'], 'people.json', { type: 'application/json' });
    expect(await fields(bulkCreateFormData({ template_id: 7, data_file: json }))).toEqual([
      ['presentation[template_id]', '7'],
      ['presentation[data_file]', 'people.json: []'],
    ]);
  });
});

describe('preflightFormData', () => {
  it("writes the fields preflight reads and its own check_pictures, none of the batch's own", async () => {
    const form = preflightFormData({ ...everything, images_file: undefined, check_pictures: false });
    expect([...form.keys()]).toEqual([
      'presentation[template_id]',
      'presentation[csv_file]',
      'presentation[data_encoding]',
      'presentation[data_mapping]',
      'presentation[section_mapping]',
      'presentation[group_by]',
      'presentation[locale]',
      'presentation[row_limit]',
      'presentation[check_pictures]',
    ]);
    expect(form.get('presentation[check_pictures]')).toBe('false');
  });

  it('sends the images archive and no check_pictures when pictures are checked (the server checks them)', () => {
    const form = preflightFormData({ template_id: 7, dataset_id: 'd1', images_file: images });
    expect([...form.keys()]).toEqual([
      'presentation[template_id]',
      'presentation[dataset_id]',
      'presentation[images_file]',
    ]);
  });
});

describe('datasetFormData', () => {
  it('sends the file under its name and only the choices made', async () => {
    expect(await fields(datasetFormData(csv, 'accounts.csv', { encoding: 'iso-8859-1' }))).toEqual([
      ['file', 'accounts.csv: Company\nAcme\n'],
      ['encoding', 'iso-8859-1'],
    ]);
    expect([...datasetFormData(csv, 'book.xlsx', { sheet: 'Q2' }).keys()]).toEqual(['file', 'sheet']);
  });
});
