import { randomUUID } from 'node:crypto';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { MAPPING, newUser, uploadTemplate, waitForStatus, type TestUser } from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

const HOUR_MS = 60 * 60_000;

/** DELIVERY_MAILS_PER_HOUR: an account's mails over the hourly limit wait for their slot, none is dropped. */
describe('delivery rate limit per account', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { concurrency: 2, deliveryMailsPerHour: 1 } } });
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  });

  afterAll(() => stack.stop());

  it('sends the first mail at once and holds the second for the next hour, queued', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = `first-${tag}@example.com`;
    const second = `second-${tag}@example.com`;
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set(
      'presentation[csv_file]',
      new Blob([`Name,Company,Note,Email\nAda,Acme,x,${first}\nBob,Globex,y,${second}\n`]),
      'rows.csv',
    );
    form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
    form.set('presentation[deliver_to_column]', 'Email');
    form.set('presentation[delivery_confirm_count]', '2');
    const created = await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    await waitForStatus(owner, created.body.id);

    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(first), 30_000);
    const table = `${quoteIdent(serviceSchema('generation'))}."row_deliveries"`;
    let slots: { row_number: number; status: string; send_after: Date }[] = [];
    await eventually(
      async () => {
        slots = (await stack.dataSource?.query(
          `SELECT "row_number", "status", "send_after" FROM ${table} WHERE "batch_id" = $1 ORDER BY "row_number"`,
          [created.body.id],
        )) as typeof slots;
        return slots[0]?.status === 'sent' && slots[1]?.status === 'queued';
      },
      'the first mail sent and the second queued',
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    const gap = new Date(slots[1]?.send_after ?? 0).getTime() - new Date(slots[0]?.send_after ?? 0).getTime();
    expect(gap).toBe(HOUR_MS);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stack.smtp.messages.filter((mail) => mail.envelopeTo.includes(second))).toEqual([]);
  });
});
