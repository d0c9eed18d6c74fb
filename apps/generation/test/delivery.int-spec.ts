import { randomUUID } from 'node:crypto';
import type { PresentationDetail, V1Batch } from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import {
  recordEvents,
  startTestStack,
  TestClient,
  type EventRecorder,
  type TestStack,
} from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import {
  deckText,
  MAPPING,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

type Created = { id: string; row_count: number; errors?: Record<string, string[]> };

/** bulk_create with "send each deck to the address in column X", as the wizard posts it. */
function bulkCreateWithDelivery(
  user: TestUser,
  templateId: number,
  csv: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  form.set('presentation[template_id]', String(templateId));
  form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
  form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
  for (const [name, value] of Object.entries(fields)) form.set(`presentation[${name}]`, value);
  return user.client.post<Created>('/api/app/presentations/bulk_create', form);
}

async function detailWhen(
  user: TestUser,
  id: string,
  done: (detail: PresentationDetail) => boolean,
): Promise<PresentationDetail> {
  let last: PresentationDetail | undefined;
  await eventually(
    async () => {
      const res = await user.client.get<PresentationDetail>(`/api/app/presentations/${id}`);
      last = res.body;
      return res.status === 200 && done(res.body);
    },
    `the delivery of batch ${id}`,
    { timeoutMs: 40_000, intervalMs: 250 },
  );
  return last as PresentationDetail;
}

describe('delivery: each deck mailed to the address in its row', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;
  let subscription: Subscription;
  let deliveredEvents: EventRecorder<'presentation.delivered'>;
  let createdEvents: EventRecorder<'presentation.created'>;
  const deliveryFailed: EventPayload<'presentation.delivery-failed'>[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
    deliveredEvents = await recordEvents(stack, 'presentation.delivered');
    createdEvents = await recordEvents(stack, 'presentation.created');
    subscription = await stack.app
      .get<MessageBus>(MESSAGE_BUS)
      .subscribeEvent(
        'presentation.delivery-failed',
        { durable: 'test-delivery-failed' },
        async ({ data }) => {
          deliveryFailed.push(data);
        },
      );
  });

  afterAll(async () => {
    await Promise.all([deliveredEvents.stop(), createdEvents.stop()]);
    await subscription.stop();
    await stack.stop();
  });

  it("mails two decks with the row's subject to the right people and skips the row without an address", async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = `ada-${tag}@example.com`;
    const bob = `bob-${tag}@example.com`;
    const csv = `Name,Company,Note,Email\nAda,Acme,First,${ada}\nBob,Globex,Second,${bob}\nCy,Initech,Third,not-an-address\n`;

    const created = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_subject: 'Your deck for {{Company}}',
      delivery_body: 'Hello {{Name}},\n\n<b>here</b> it is.',
      delivery_reply_to: 'sales@example.com',
      delivery_confirm_count: '2',
      file_name_pattern: '{{company}}.pptx',
    });
    expect(created.status).toBe(201);
    await waitForStatus(owner, created.body.id);

    const toAda = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(ada), 30_000);
    const toBob = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(bob), 30_000);
    expect(toAda.subject).toBe('Your deck for Acme');
    expect(toBob.subject).toBe('Your deck for Globex');
    expect(toAda.text).toContain('Hello Ada,');
    expect(toAda.html).toContain('&lt;b&gt;here&lt;/b&gt;');
    expect(toAda.parsed.replyTo?.text).toBe('sales@example.com');
    const [attachment] = toAda.parsed.attachments;
    expect(attachment?.filename).toBe('Acme.pptx');
    expect(deckText(new Uint8Array(attachment?.content ?? Buffer.alloc(0)))).toContain('Ada');
    expect(toBob.parsed.attachments.map((file) => file.filename)).toEqual(['Globex.pptx']);
    expect(stack.smtp.messages.filter((mail) => mail.envelopeTo.includes('not-an-address'))).toEqual([]);

    const detail = await detailWhen(owner, created.body.id, (d) => d.delivery?.sent === 2);
    expect(detail.delivery).toEqual({ column: 'Email', queued: 0, sent: 2, failed: 0, skipped: 1 });
    expect(detail.rows.map((row) => [row.row, row.delivery?.status, row.delivery?.recipient])).toEqual([
      [1, 'sent', ada],
      [2, 'sent', bob],
      [3, 'skipped', 'not-an-address'],
    ]);
    expect(detail.rows[2]?.delivery?.detail).toBe('"not-an-address" is not an e-mail address.');
    expect(detail.rows[2]?.status).toBe('done'); // skipped for mail, still generated

    // The batch's creation by its owner in the app, and its mails settled, for the audit trail.
    const made = await createdEvents.waitFor((data) => data.batchId === created.body.id);
    expect(made.data).toMatchObject({ ownerId: owner.id, templateId, rowCount: 3, via: 'app' });
    expect(made.context?.actor).toMatchObject({ kind: 'user', userId: owner.id });
    const settled = await deliveredEvents.waitFor((data) => data.batchId === created.body.id);
    expect(settled.data).toMatchObject({ ownerId: owner.id, delivered: 2, failed: 0, templateTeamId: null });
  });

  it("sends the row's personal link instead of the deck, and the link opens that row's deck", async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = `ada-link-${tag}@example.com`;
    const bob = `bob-link-${tag}@example.com`;
    const csv = `Name,Company,Note,Email\nAda,Acme,First,${ada}\nBob,Globex,Second,${bob}\n`;

    const created = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '2',
      delivery_content: 'link',
      share_access: 'allow_download',
    });
    expect(created.status).toBe(201);

    const toAda = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(ada), 30_000);
    expect(toAda.parsed.attachments).toEqual([]);
    const url = /View your presentation: (\S+)/.exec(toAda.text)?.[1] ?? '';
    // APP_URL/d/<token> (the test stack's mail service has its own APP_URL; the path is the link).
    expect(url).toMatch(/^https?:\/\/[^/]+\/d\/[A-Za-z0-9_-]{43}$/);
    expect(toAda.html).toContain(`href="${url}"`);
    expect(toAda.html).toContain('View your presentation</a>');
    // No signed download links either: the mail carries the personal link only.
    expect(toAda.text).not.toContain('/api/links/');

    const viewer = new TestClient(stack.baseUrl, { 'x-forwarded-for': '10.77.1.9' });
    const deck = await viewer.fetch(`${new URL(url).pathname}/download/pptx`);
    expect(deck.status).toBe(200);
    const text = deckText(new Uint8Array(await deck.arrayBuffer()));
    expect(text).toContain('Ada');
    expect(text).not.toContain('Bob');
    const toBob = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(bob), 30_000);
    expect(/View your presentation: (\S+)/.exec(toBob.text)?.[1]).not.toBe(url);
    await detailWhen(owner, created.body.id, (d) => d.delivery?.sent === 2);
  });

  it('sends the deck and the link with "both", and refuses a link for a batch without links', async () => {
    const tag = randomUUID().slice(0, 8);
    const cy = `cy-both-${tag}@example.com`;
    const csv = `Name,Company,Note,Email\nCy,Initech,Third,${cy}\n`;
    const both = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '1',
      delivery_content: 'both',
    });
    expect(both.status).toBe(201);
    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(cy), 30_000);
    expect(mail.parsed.attachments).toHaveLength(1);
    expect(mail.text).toMatch(/View your presentation: \S+\/d\/[A-Za-z0-9_-]{43}/);

    const refused = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '1',
      delivery_content: 'link',
      share_links: 'false',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['delivery_content']?.[0]).toContain('needs personal links');
  });

  it("ends a refused recipient as failed with the SMTP server's answer and one delivery-failed event", async () => {
    const tag = randomUUID().slice(0, 8);
    const good = `good-${tag}@example.com`;
    const refused = `refused-${tag}@example.com`;
    stack.smtp.refuseRecipient(refused, '5.1.1 <mailbox unavailable>');
    const csv = `Name,Company,Note,Email\nAda,Acme,First,${good}\nBob,Globex,Second,${refused}\n`;

    const created = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'email',
      delivery_confirm_count: '2',
    });
    expect(created.status).toBe(201);

    const detail = await detailWhen(
      owner,
      created.body.id,
      (d) => (d.delivery?.failed ?? 0) + (d.delivery?.sent ?? 0) === 2,
    );
    expect(detail.delivery).toMatchObject({ sent: 1, failed: 1 });
    const settled = await deliveredEvents.waitFor((data) => data.batchId === created.body.id);
    expect(settled.data).toMatchObject({ delivered: 1, failed: 1 });
    const failedRow = detail.rows[1]?.delivery;
    expect(failedRow).toMatchObject({ status: 'failed', recipient: refused });
    expect(failedRow?.detail).toContain('550');
    expect(failedRow?.detail).toContain('mailbox unavailable');

    await eventually(
      () => deliveryFailed.some((event) => event.batchId === created.body.id),
      'presentation.delivery-failed',
    );
    const [event] = deliveryFailed.filter((e) => e.batchId === created.body.id);
    expect(event).toMatchObject({
      ownerId: owner.id,
      rowNumber: 2,
      recipient: refused,
      fileName: expect.any(String),
    });
    expect(event?.reason).toContain('550');
    // A repeated outcome changes nothing and publishes nothing again.
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('mail.deck-delivery-failed', {
      mailId: `delivery:${created.body.id}:2`,
      batchId: created.body.id,
      rowNumber: 2,
      recipient: refused,
      reason: '550 again',
      occurredAt: new Date().toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(deliveryFailed.filter((e) => e.batchId === created.body.id)).toHaveLength(1);
  });

  it('refuses a free plan, a count that is not the number of recipients, an unknown column and a bad reply-to', async () => {
    const csv = 'Name,Company,Note,Email\nAda,Acme,First,ada@example.com\nBob,Globex,Second,\n';
    const free = await newUser(stack, 'free');
    const freeTemplate = await uploadTemplate(free, sampleDeck());
    const refusedFree = await bulkCreateWithDelivery(free, freeTemplate, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '1',
    });
    expect(refusedFree.status).toBe(422);
    expect(refusedFree.body.errors?.['deliver_to_column']?.[0]).toContain('paid plans');

    const wrongCount = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '2',
    });
    expect(wrongCount.status).toBe(422);
    expect(wrongCount.body.errors?.['delivery_confirm_count']?.[0]).toContain(
      '1 recipient with a valid address',
    );

    const unconfirmed = await bulkCreateWithDelivery(owner, templateId, csv, { deliver_to_column: 'Email' });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors?.['delivery_confirm_count']).toEqual([
      'Confirm the number of recipients.',
    ]);

    const noColumn = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Mail',
      delivery_confirm_count: '1',
    });
    expect(noColumn.status).toBe(422);
    expect(noColumn.body.errors?.['deliver_to_column']).toEqual(['The data has no column named "Mail".']);

    const badReplyTo = await bulkCreateWithDelivery(owner, templateId, csv, {
      deliver_to_column: 'Email',
      delivery_confirm_count: '1',
      delivery_reply_to: 'sales at example',
    });
    expect(badReplyTo.status).toBe(422);
    expect(badReplyTo.body.errors?.['delivery_reply_to']).toEqual([
      '"sales at example" is not an e-mail address.',
    ]);
  });

  it('mails each deck through API v1, where the call is the confirmation, and shows it on the batch', async () => {
    const key = await owner.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      api_key: { name: 'delivery' },
    });
    expect(key.status).toBe(201);
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });
    const to = `api-${randomUUID().slice(0, 8)}@example.com`;

    const created = await api.post<V1Batch>('/api/v1/batches', {
      template_id: templateId,
      rows: [
        { name: 'Ada', company: 'Acme', note: 'n', email: to },
        { name: 'Bob', company: 'Globex', note: 'n', email: '' },
      ],
      deliver_to_column: 'email',
      delivery: { subject: 'Deck for {{name}}', reply_to: 'sales@example.com' },
    });
    expect(created.status).toBe(202);

    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 30_000);
    expect(mail.subject).toBe('Deck for Ada');
    expect(mail.parsed.attachments).toHaveLength(1);
    let batch: V1Batch | undefined;
    await eventually(
      async () => {
        batch = (await api.get<V1Batch>(`/api/v1/batches/${created.body.id}`)).body;
        return batch.delivery?.sent === 1;
      },
      'the v1 batch to show the sent mail',
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(batch?.delivery).toEqual({ column: 'email', queued: 0, sent: 1, failed: 0, skipped: 1 });
    expect(batch?.rows.map((row) => row.delivery?.status)).toEqual(['sent', 'skipped']);
    // Made through API v1 with a key, so the audit trail says so.
    const made = await createdEvents.waitFor((data) => data.batchId === created.body.id);
    expect(made.data.via).toBe('api');
    expect(made.context?.actor).toMatchObject({
      kind: 'api_key',
      userId: owner.id,
      apiKeyId: expect.any(String),
    });

    const badReplyTo = await api.post<{ error: { code: string; fields: Record<string, string[]> } }>(
      '/api/v1/batches',
      {
        template_id: templateId,
        rows: [{ name: 'Ada', company: 'Acme', note: 'n', email: to }],
        deliver_to_column: 'email',
        delivery: { reply_to: 'nobody' },
      },
    );
    expect(badReplyTo.status).toBe(422);
    expect(badReplyTo.body.error.fields['delivery.reply_to']).toEqual(['"nobody" is not an e-mail address.']);
  });
});
