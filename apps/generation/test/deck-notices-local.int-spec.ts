import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import {
  batchWithLinks,
  deckNotices,
  generationSchema,
  stagedMails,
  viewEnded,
} from './support/deck-notices';
import { newUser, uploadTemplate } from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

/** Local mode (the desktop app) has no mail server: deck notices stay in the app (deck-notices.int-spec.ts). */
describe('deck notices in local mode (no mail server)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { localMode: true } } });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('gives the notice in the app and mails nothing, though the batch asked', async () => {
    const owner = await newUser(stack);
    const templateId = await uploadTemplate(owner, sampleDeck());
    const { batchId, links } = await batchWithLinks(stack, owner, templateId, { share_notify_email: 'true' });
    const viewed = viewEnded(owner, batchId, links[0] as string);
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('presentation.deck-viewed', viewed);
    await eventually(async () => (await deckNotices(owner, batchId)).length === 1, 'the notice', {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const settings = (await stack.dataSource?.query(
      `SELECT "notify_by_email" FROM ${generationSchema}."share_settings" WHERE "batch_id" = $1`,
      [batchId],
    )) as { notify_by_email: boolean }[];
    expect(settings).toEqual([{ notify_by_email: true }]);
    expect(await stagedMails(stack, [viewed.view.id])).toEqual([]);
  }, 180_000);
});
