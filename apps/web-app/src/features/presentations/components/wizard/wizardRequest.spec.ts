import { describe, expect, it } from 'vitest';
import { bulkCreateFormData } from '@deckmill/api-contracts';
import type { DataPreview } from './dataPreview';
import type { DeliveryPlan } from './useDelivery';
import { wizardRequest } from './wizardRequest';
import { INITIAL_WIZARD_STATE, type WizardState } from './wizardState';

const csv = new File(['Region\nNorth\n'], 'data.csv');
const logos = new File(['zip'], 'logos.zip');

function preview(format: 'csv' | 'json'): DataPreview {
  return { format, headers: ['Region'], rows: [], totalRows: 1, records: [] };
}

/** A template and a CSV file chosen and read, mapped with the grouped list `rows` left unmapped. */
function chosen(change: Partial<WizardState> = {}): WizardState {
  return {
    ...INITIAL_WIZARD_STATE,
    template: { id: 7, placeholders: ['region', 'rows'] },
    dataFile: { file: csv, encoding: null, sheet: null },
    preview: preview('csv'),
    mapping: { region: 'Region', rows: '' },
    ...change,
  };
}

/** The bulk_create form the wizard sends for this state. */
function sent(state: WizardState, sections = {}, plan: DeliveryPlan | null = null) {
  const request = wizardRequest(state, sections, plan);
  return request && bulkCreateFormData(request);
}

describe('wizardRequest', () => {
  it('sends nothing without a template or a file, nor a workbook before its upload is in', () => {
    expect(wizardRequest({ ...chosen(), template: null }, {}, null)).toBeNull();
    expect(wizardRequest({ ...chosen(), dataFile: null }, {}, null)).toBeNull();
    const book = { file: new File(['x'], 'accounts.xlsx'), encoding: null, sheet: null };
    expect(wizardRequest(chosen({ dataFile: book }), {}, null)).toBeNull();
    const uploaded = sent(chosen({ dataFile: book, dataset: { status: 'ready', id: 'd1' } }));
    expect(uploaded?.get('presentation[dataset_id]')).toBe('d1');
  });

  it('sends group_by, the locale and the mapping without rows for a grouped CSV', () => {
    const form = sent(chosen({ groupBy: 'Region', locale: 'de-DE' }));
    expect(form?.get('presentation[group_by]')).toBe('Region');
    expect(form?.get('presentation[locale]')).toBe('de-DE');
    expect(form?.get('presentation[data_mapping]')).toBe('{"region":"Region"}');
    expect(form?.get('presentation[csv_file]')).toBe(csv);
  });

  it('sends the output as one formats field per format, PowerPoint by default', () => {
    expect(sent(chosen())?.getAll('presentation[formats]')).toEqual(['pptx']);
    expect(sent(chosen({ output: 'both' }))?.getAll('presentation[formats]')).toEqual(['pptx', 'pdf']);
    expect(sent(chosen({ output: 'pdf' }))?.getAll('presentation[formats]')).toEqual(['pdf']);
  });

  it('sends a JSON file as data_file without a mapping or grouping', () => {
    const form = sent(chosen({ preview: preview('json'), groupBy: 'Region' }));
    expect(form?.has('presentation[csv_file]')).toBe(false);
    expect(form?.get('presentation[data_file]')).toBe(csv);
    expect(form?.has('presentation[data_mapping]')).toBe(false);
    expect(form?.has('presentation[group_by]')).toBe(false);
  });

  it('adds the section mapping as JSON text only when the template has sections to map', () => {
    const form = sent(chosen(), { rows: { item: 'Product' } });
    expect(form?.get('presentation[section_mapping]')).toBe('{"rows":{"item":"Product"}}');
    expect(sent(chosen())?.has('presentation[section_mapping]')).toBe(false);
  });

  it('sends the trimmed name, the pattern and the row limit, and no blank name', () => {
    const form = sent(chosen({ batchName: '  Spring ', pattern: '{{Region}}.pptx', rowLimit: 5 }));
    expect(form?.get('presentation[name]')).toBe('Spring');
    expect(form?.get('presentation[file_name_pattern]')).toBe('{{Region}}.pptx');
    expect(form?.get('presentation[row_limit]')).toBe('5');
    const blank = sent(chosen({ batchName: '   ' }));
    expect(blank?.has('presentation[name]')).toBe(false);
    expect(blank?.has('presentation[row_limit]')).toBe(false);
  });

  it('sends the images archive only for a template with pictures', () => {
    const images = { file: logos, error: null, names: null };
    expect(sent(chosen({ images }))?.has('presentation[images_file]')).toBe(false);
    const structure = { tags: [{ path: 'logo', filters: [], image: true }], sections: [] };
    const withPictures = chosen({ images, template: { id: 7, placeholders: ['logo'], structure } });
    expect(sent(withPictures)?.get('presentation[images_file]')).toBe(logos);
  });

  it('sends the delivery only when it is on and nothing holds Generate back', () => {
    const plan: DeliveryPlan = {
      column: 'Email',
      recipients: { mailed: 2, withoutAddress: 0 },
      holdBack: null,
      confirmed: true,
      confirmation: { column: 'Email', count: 2, recipients: 'a,b' },
    };
    const on = chosen({ delivery: { ...INITIAL_WIZARD_STATE.delivery, enabled: true, replyTo: ' ' } });
    const form = sent(on, {}, plan);
    expect(form?.get('presentation[deliver_to_column]')).toBe('Email');
    expect(form?.get('presentation[delivery_subject]')).toBe('Your presentation');
    expect(form?.get('presentation[delivery_confirm_count]')).toBe('2');
    expect(form?.has('presentation[delivery_reply_to]')).toBe(false);
    const held = sent(on, {}, { ...plan, holdBack: 'Confirm the e-mails to send.' });
    expect(held?.has('presentation[deliver_to_column]')).toBe(false);
    expect(sent(chosen(), {}, plan)?.has('presentation[deliver_to_column]')).toBe(false);
  });
});
