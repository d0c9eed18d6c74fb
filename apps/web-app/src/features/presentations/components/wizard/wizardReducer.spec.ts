import { describe, expect, it } from 'vitest';
import type { DataPreview } from './dataPreview';
import { NOT_A_ZIP_MESSAGE } from './useImagesArchive';
import { wizardReducer } from './wizardReducer';
import {
  INITIAL_WIZARD_STATE,
  type DataFileChoice,
  type WizardAction,
  type WizardState,
} from './wizardState';

function preview(headers: string[], records: Record<string, string>[] = []): DataPreview {
  return { format: 'csv', headers, rows: [], totalRows: 1, records };
}

function choice(name: string, encoding: DataFileChoice['encoding'] = null): DataFileChoice {
  return { file: new File(['x'], name), encoding, sheet: null };
}

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, INITIAL_WIZARD_STATE);
}

const template = { type: 'templateChosen', template: { id: 7, placeholders: ['company'] } } as const;

describe('wizardReducer', () => {
  it('lets only the file chosen last fill the preview and the mapping, whichever is read first', () => {
    const slow = choice('big.csv');
    const fast = choice('small.csv');
    const state = run(
      template,
      { type: 'dataFileChosen', choice: slow },
      { type: 'dataFileChosen', choice: fast },
      { type: 'previewRead', choice: fast, preview: preview(['Company']) },
      { type: 'previewRead', choice: slow, preview: preview(['Company Name']) },
      { type: 'datasetAnswered', choice: slow, upload: { status: 'ready', id: 'old' } },
    );
    expect(state.dataFile).toBe(fast);
    expect(state.preview?.headers).toEqual(['Company']);
    expect(state.mapping).toEqual({ company: 'Company' });
    expect(state.dataset).toEqual({ status: 'uploading' });
  });

  it('drops a read in the encoding chosen before, and an upload of a refused file', () => {
    const first = choice('a.csv');
    const again = { ...first, encoding: 'windows-1252' as const };
    const reread = run(
      { type: 'dataFileChosen', choice: first },
      { type: 'dataFileReread', choice: again },
      { type: 'previewRead', choice: first, preview: preview(['Wrong']) },
    );
    expect(reread.preview).toBeNull();
    const refused = run(
      { type: 'dataFileChosen', choice: first },
      { type: 'previewRead', choice: first, preview: preview(['Company']) },
      { type: 'dataFileRefused', error: 'Choose a .csv file.' },
      { type: 'datasetAnswered', choice: first, upload: { status: 'ready', id: 'd1' } },
    );
    expect([refused.dataFile, refused.preview, refused.dataFileError]).toEqual([
      null,
      null,
      'Choose a .csv file.',
    ]);
    expect(refused.dataset).toEqual({ status: 'none' });
  });

  it('resets the mapping to empty when a template is chosen', () => {
    const state = run(
      { type: 'templateChosen', template: { id: 7, placeholders: ['a'] } },
      { type: 'columnMapped', placeholder: 'a', column: 'A' },
      { type: 'templateChosen', template: { id: 8, placeholders: ['b', 'c'] } },
    );
    expect(state.mapping).toEqual({ b: '', c: '' });
  });

  it('names decks after the company column until a pattern is written', () => {
    const first = choice('a.csv');
    const read = run(
      template,
      { type: 'dataFileChosen', choice: first },
      {
        type: 'previewRead',
        choice: first,
        preview: preview(['Email', 'Company'], [{ Email: 'ann@x.test', Company: 'Acme' }]),
      },
    );
    expect(read.pattern).toBe('{{Company}}.pptx');
    expect(read.nameColumn).toEqual({ column: 'Company', kind: 'company' });

    const written = wizardReducer(read, { type: 'patternWritten', pattern: '{{Email}}.pptx' });
    expect(written.nameColumn).toBeNull();
    const second = choice('b.csv');
    const next = [
      { type: 'dataFileChosen', choice: second },
      { type: 'previewRead', choice: second, preview: preview(['Company'], [{ Company: 'Globex' }]) },
    ] as const;
    expect(next.reduce(wizardReducer, written).pattern).toBe('{{Email}}.pptx');
  });

  it('starts grouping and the e-mail confirmation over for another file, not for another encoding', () => {
    const confirmed = { column: 'Email', count: 2, recipients: 'a,b' };
    const first = choice('a.csv');
    const chosen = run(
      { type: 'dataFileChosen', choice: first },
      { type: 'groupByChosen', groupBy: 'Region' },
      { type: 'deliveryChanged', change: { enabled: true, confirmed } },
      { type: 'rowLimitChosen', rowLimit: 5 },
    );
    const reread = wizardReducer(chosen, { type: 'dataFileReread', choice: { ...first, encoding: 'utf-8' } });
    expect([reread.groupBy, reread.delivery.confirmed, reread.rowLimit]).toEqual(['Region', confirmed, null]);
    const another = wizardReducer(chosen, { type: 'dataFileChosen', choice: choice('b.csv') });
    expect([another.groupBy, another.delivery.confirmed, another.delivery.enabled]).toEqual([
      null,
      null,
      true,
    ]);
  });

  it('asks for the confirmation again when another address column is chosen', () => {
    const confirmed = { column: 'Email', count: 2, recipients: 'a,b' };
    const state = run(
      { type: 'deliveryChanged', change: { enabled: true, subject: 'Hi', confirmed } },
      { type: 'deliveryColumnChosen', column: 'Contact' },
    );
    expect(state.delivery).toMatchObject({
      enabled: true,
      subject: 'Hi',
      column: 'Contact',
      confirmed: null,
    });
  });

  it('keeps the section choices per section and field', () => {
    const state = run(
      { type: 'sectionFieldMapped', section: 'rows', field: 'item', column: 'Product' },
      { type: 'sectionFieldMapped', section: 'rows', field: 'cost', column: 'Amount' },
    );
    expect(state.sectionChoices).toEqual({ rows: { item: 'Product', cost: 'Amount' } });
  });

  it("refuses an images archive that is not a ZIP, and keeps only the last archive's names", () => {
    const pdf = new File(['%PDF'], 'logos.pdf', { type: 'application/pdf' });
    expect(run({ type: 'imagesChosen', file: pdf }).images).toEqual({
      file: null,
      error: NOT_A_ZIP_MESSAGE,
      names: null,
    });
    const old = new File(['zip'], 'old.zip');
    const logos = new File(['zip'], 'logos.zip');
    const names = new Set(['acme.png']);
    const state = run(
      { type: 'imagesChosen', file: old },
      { type: 'imagesChosen', file: logos },
      { type: 'imagesListed', file: old, listing: { kind: 'names', names: new Set(['old.png']) } },
      { type: 'imagesListed', file: logos, listing: { kind: 'names', names } },
    );
    expect(state.images).toEqual({ file: logos, error: null, names });
    const broken = wizardReducer(state, { type: 'imagesListed', file: logos, listing: { kind: 'not-zip' } });
    expect(broken.images).toEqual({ file: null, error: NOT_A_ZIP_MESSAGE, names: null });
  });

  it('remembers the images archive sent with the batch', () => {
    const logos = new File(['zip'], 'logos.zip');
    const state = run({ type: 'imagesChosen', file: logos }, { type: 'submitted' });
    expect(state.sentImages).toBe(logos);
  });
});
