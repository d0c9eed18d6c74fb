import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import {
  V1BatchCompletedEventSchema,
  type V1Batch,
  type V1Template,
  type V1WebhookWithSecret,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { readCaBundle } from '@deckmill/outbound';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { eventually, startWebhookReceiver, takeCpuTurn, type WebhookReceiver } from '@deckmill/testing';
import { finishedBatch } from './support/api-v1';
import { apiKeyClient, newPerson } from './support/world';

const TEMPLATE = path.resolve(__dirname, '../src/dashboard/samples/sample-template.pptx');
const run = promisify(execFile);

/** Checks `Deckmill-Signature: t=<unix>,v1=<hex>` as docs/webhooks.md tells a receiver to, with node:crypto only. */
function signedBy(secret: string, header: string | string[] | undefined, body: string): boolean {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The text poppler reads from a PDF: a reader independent of the product. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deckmill-journey-'));
  try {
    const file = path.join(dir, 'deck.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', [file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The whole automation journey: with only an API key a user uploads a template, posts JSON rows, hears
 * `batch.completed` on an HTTPS endpoint and downloads the PDFs; another user has every deck mailed to its
 * row's address and sees per-row delivery status. Real services over NATS, PostgreSQL, s3rver, the SMTP sink,
 * LibreOffice for the PDFs and a local HTTPS receiver trusted through OUTBOUND_CA_FILE's bundle.
 */
describe('automation journey: API key, webhook, PDFs and per-row delivery', () => {
  let releaseCpu: (() => Promise<void>) | undefined;
  let receiver: WebhookReceiver;
  let caDir: string;
  let stack: TestStack;

  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
    receiver = await startWebhookReceiver();
    caDir = await mkdtemp(path.join(tmpdir(), 'deckmill-journey-ca-'));
    const caFile = path.join(caDir, 'receiver.pem');
    await writeFile(caFile, receiver.certificate);
    stack = await startTestStack({
      modules: {
        webhooks: {
          outboundAllowHosts: `localhost:${receiver.port}`,
          extraCaCertificates: readCaBundle(caFile),
        },
      },
    });
  }, 10 * 60_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
    if (caDir) await rm(caDir, { recursive: true, force: true });
    await releaseCpu?.();
  });

  async function uploadTemplate(api: TestClient): Promise<V1Template> {
    const form = new FormData();
    form.set('name', 'Offer');
    form.set('file', new Blob([new Uint8Array(await readFile(TEMPLATE))]), 'offer.pptx');
    const res = await api.post<V1Template>('/api/v1/templates', form);
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Rows naming each placeholder's value after the row, plus the columns a test adds. */
  const rowsFor = (template: V1Template, extra: Record<string, string>[]) =>
    extra.map((columns, index) => ({
      ...Object.fromEntries(template.placeholders.map((name) => [name, `${name}-${index + 1}`])),
      ...columns,
    }));

  it(
    'uploads, posts JSON rows, hears batch.completed over HTTPS and downloads the PDFs, with a key alone',
    async () => {
      const api = await apiKeyClient(stack, await newPerson(stack, 'journey-api'));
      const template = await uploadTemplate(api);

      const hook = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', {
        url: `https://localhost:${receiver.port}/deckmill`,
        events: ['batch.completed'],
      });
      expect(hook.status).toBe(201);

      const created = await api.post<V1Batch>('/api/v1/batches', {
        template_id: template.id,
        rows: rowsFor(template, [{ city: 'Paris' }, { city: 'Berlin' }]),
        formats: ['pdf'],
        name_pattern: '{{city}}',
      });
      expect(created.status).toBe(202);
      const batch = await finishedBatch(api, created.body.id, 5 * 60_000);
      expect(batch).toMatchObject({ status: 'completed', rows_done: 2, rows_failed: 0 });

      await eventually(
        () => receiver.on('/deckmill').some((request) => request.body.includes(created.body.id)),
        'the batch.completed webhook',
        { timeoutMs: 30_000 },
      );
      const [delivery] = receiver.on('/deckmill').filter((request) => request.body.includes(created.body.id));
      expect(signedBy(hook.body.secret, delivery?.headers['deckmill-signature'], delivery?.body ?? '')).toBe(
        true,
      );
      const event = V1BatchCompletedEventSchema.parse(JSON.parse(delivery?.body ?? '{}'));
      expect(event.data.batch).toMatchObject({ id: created.body.id, status: 'completed', rows_done: 2 });

      const zip = await api.fetch(`/api/v1/batches/${created.body.id}/download`);
      expect(zip.status).toBe(200);
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(['Berlin.pdf', 'Paris.pdf']);
      const paris = files['Paris.pdf'] ?? new Uint8Array();
      expect(Buffer.from(paris.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(paris)).toContain(`${template.placeholders[0]}-1`);
    },
    6 * 60_000,
  );

  it(
    "mails every deck's PDF to its row's address and shows per-row delivery status",
    async () => {
      const person = await newPerson(stack, 'journey-mail');
      await stack.app.get(RpcClient).call('billing.set-tier', { userId: person.id, tier: 'professional' });
      const api = await apiKeyClient(stack, person);
      const template = await uploadTemplate(api);
      const stamp = Date.now();
      const ada = `ada-${stamp}@example.com`;
      const bob = `bob-${stamp}@example.com`;

      const created = await api.post<V1Batch>('/api/v1/batches', {
        template_id: template.id,
        rows: rowsFor(template, [
          { email: ada, company: 'Acme' },
          { email: bob, company: 'Globex' },
        ]),
        name_pattern: '{{company}}',
        // PDF only: the deck is an intermediate, deleted once converted; the mail carries the PDF alone.
        formats: ['pdf'],
        deliver_to_column: 'email',
        delivery: { subject: 'Your deck for {{company}}', reply_to: 'sales@example.com' },
      });
      expect(created.status).toBe(202);

      const toAda = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(ada), 5 * 60_000);
      const toBob = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(bob), 5 * 60_000);
      expect([toAda.subject, toBob.subject]).toEqual(['Your deck for Acme', 'Your deck for Globex']);
      expect(toAda.parsed.attachments.map((file) => file.filename)).toEqual(['Acme.pdf']);
      expect(toBob.parsed.attachments.map((file) => file.filename)).toEqual(['Globex.pdf']);
      const pdf = toAda.parsed.attachments[0]?.content ?? Buffer.alloc(0);
      expect(await pdfText(new Uint8Array(pdf))).toContain('Acme');
      expect(toAda.parsed.replyTo?.text).toBe('sales@example.com');

      let batch: V1Batch | undefined;
      await eventually(
        async () => {
          batch = (await api.get<V1Batch>(`/api/v1/batches/${created.body.id}`)).body;
          return batch.rows.every((row) => row.delivery?.status === 'sent');
        },
        'every row marked sent',
        { timeoutMs: 30_000 },
      );
      expect(batch?.rows.map((row) => [row.delivery?.status, row.delivery?.recipient])).toEqual([
        ['sent', ada],
        ['sent', bob],
      ]);
    },
    6 * 60_000,
  );
});
