import type { PresentationDetail } from '@deckmill/api-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import {
  bulkCreate,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  zipEntries,
  type TestUser,
} from './support/generation-helpers';
import { oneDeckTimesOut, pdfPages, slideCount } from './support/pdf-helpers';
import { sampleDeck } from './support/sample-deck';
import { takeCpuTurn } from '@deckmill/testing';

const MAPPING = { name: 'Name', company: 'Company', note: 'Note' };
const CSV = 'Name,Company,Note,Region\nAnn,Acme,hi,EMEA\nBob,Bolt,yo,APAC\nCid,Crux,hey,EMEA\n';
/** LibreOffice converts one deck at a time here: a few seconds each. */
const PDF_WAIT_MS = 240_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PDF output: the converter worker over the real bus, PostgreSQL and LibreOffice', () => {
  // LibreOffice suites and the responsiveness suite take turns for the two cores (libs/testing cpu-turn.ts).
  let releaseCpu: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
  }, 10 * 60_000);
  afterAll(async () => {
    await releaseCpu?.();
  });

  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;
  const forcing = oneDeckTimesOut();

  beforeAll(async () => {
    stack = await startTestStack({ modules: { converter: { runOffice: forcing.runner } } });
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  }, 60_000);

  afterAll(() => stack.stop());

  const create = async (formats: string[], pattern: string): Promise<string> => {
    const created = await bulkCreate(owner, { templateId, csv: CSV, mapping: MAPPING, formats, pattern });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  const detail = async (id: string): Promise<PresentationDetail> =>
    (await owner.client.get<PresentationDetail>(`/api/app/presentations/${id}`)).body;

  let both: string;

  it(
    'makes a deck and a PDF per row, in folders from row data, with one page per slide',
    async () => {
      both = await create(['pptx', 'pdf'], '{{region}}/{{company}}');
      const done = await waitForStatus(owner, both, ['completed', 'failed'], PDF_WAIT_MS);
      expect(done).toMatchObject({
        status: 'completed',
        rows_done: 3,
        rows_failed: 0,
        formats: ['pptx', 'pdf'],
      });
      for (const row of done.rows) {
        expect(row.pdf_download_url).toBe(`/api/app/presentations/${both}/rows/${row.row}/pdf`);
        expect(Array.isArray(row.font_substitutions)).toBe(true);
      }

      const zip = await download(owner, `/api/app/presentations/${both}/download`);
      expect(zip.status).toBe(200);
      const entries = zipEntries(zip.bytes);
      expect(Object.keys(entries).sort()).toEqual([
        'APAC/Bolt.pdf',
        'APAC/Bolt.pptx',
        'EMEA/Acme.pdf',
        'EMEA/Acme.pptx',
        'EMEA/Crux.pdf',
        'EMEA/Crux.pptx',
      ]);
      for (const name of ['APAC/Bolt', 'EMEA/Acme', 'EMEA/Crux']) {
        const pdf = entries[`${name}.pdf`] ?? new Uint8Array();
        expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        expect(pdfPages(pdf)).toBe(slideCount(entries[`${name}.pptx`] ?? new Uint8Array()));
      }

      const one = await download(owner, `/api/app/presentations/${both}/rows/2/pdf`);
      expect(one.status).toBe(200);
      // The detail's rows (API v1 shows them) carry each PDF's size.
      const reply = await stack.app
        .get(RpcClient)
        .call('generation.get', { actorId: owner.id, batchId: both, rowsPage: 1 });
      expect(reply.rows.find((row) => row.row === 2)?.pdfSizeBytes).toBe(one.bytes.length);
      expect(one.headers.get('content-type')).toContain('application/pdf');
      expect(one.headers.get('content-disposition')).toContain('Bolt.pdf');
      const stranger = await newUser(stack);
      expect((await download(stranger, `/api/app/presentations/${both}/rows/2/pdf`)).status).toBe(404);
    },
    PDF_WAIT_MS + 30_000,
  );

  it('settles a row once however often its conversion job or outcome is delivered', async () => {
    const before = await detail(both);
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS, { strict: false });
    const row = before.rows[0];
    if (!row) throw new Error('no row');
    // A duplicate outcome (a redelivery) and a second job for the same row under another id.
    await bus.publishEvent('deck.converted', {
      batchId: both,
      row: row.row,
      pdfKey: `presentations/${both}/rows/${row.row}.pdf`,
      sizeBytes: 1,
      fontSubstitutions: ['Duplicate → Ignored'],
      occurredAt: new Date().toISOString(),
    });
    await bus.publishEvent('deck.conversion_failed', {
      batchId: both,
      row: row.row,
      reason: 'crashed',
      occurredAt: new Date().toISOString(),
    });
    await bus.enqueueJob(
      'converter.convert-deck',
      {
        batchId: both,
        row: row.row,
        deckKey: `presentations/${both}/rows/${row.row}.pptx`,
        pdfKey: `presentations/${both}/rows/${row.row}.pdf`,
        ownerId: owner.id,
      },
      { messageId: `test-duplicate:${both}` },
    );
    await sleep(15_000); // the repeated conversion runs and its outcome is delivered

    const after = await detail(both);
    expect(after).toMatchObject({ status: 'completed', rows_done: 3, rows_failed: 0 });
    expect(after.rows).toEqual(before.rows);
    const zip = await download(owner, `/api/app/presentations/${both}/download`);
    expect(Object.keys(zipEntries(zip.bytes))).toHaveLength(6);
    // Announced once: one "batch completed" mail links this batch.
    const announced = stack.smtp.messages.filter((mail) => mail.text.includes(both));
    expect(announced).toHaveLength(1);
  }, 60_000);

  it(
    'fails only the row whose deck cannot be converted, with the reason, and keeps PDFs only',
    async () => {
      forcing.arm();
      const id = await create(['pdf'], '{{company}}');
      const done = await waitForStatus(owner, id, ['completed', 'failed'], PDF_WAIT_MS);
      expect(done).toMatchObject({ status: 'completed', rows_done: 2, rows_failed: 1, formats: ['pdf'] });
      expect(done.failed_rows).toEqual([
        { row: expect.any(Number), reason: 'PDF conversion failed: timeout' },
      ]);
      expect(forcing.victimRuns()).toBe(2); // the converter's one retry, then the outcome
      for (const row of done.rows) expect(row.download_url).toBeNull();

      const zip = await download(owner, `/api/app/presentations/${id}/download`);
      const names = Object.keys(zipEntries(zip.bytes));
      expect(names).toHaveLength(2);
      for (const name of names) expect(name).toMatch(/^(Acme|Bolt|Crux)\.pdf$/);
      const failedRow = done.failed_rows[0]?.row ?? 0;
      expect((await download(owner, `/api/app/presentations/${id}/rows/${failedRow}/pdf`)).status).toBe(404);
    },
    PDF_WAIT_MS + 30_000,
  );
});
