import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { batchWithLinks, deckNotices, stagedMails, viewEnded } from './support/deck-notices';
import { newUser, uploadTemplate, type TestUser } from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

describe('deck notices: a viewed deck tells its owner, at most once a deck an hour', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;
  let bus: MessageBus;

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('gives one notice and one mail per link an hour, whatever the redeliveries; another link its own', async () => {
    const { batchId, links } = await batchWithLinks(stack, owner, templateId, { share_notify_email: 'true' });
    const [linkA, linkB] = links as [string, string];
    const first = viewEnded(owner, batchId, linkA);
    const again = viewEnded(owner, batchId, linkA, { email: null, seconds: 30 });
    const other = viewEnded(owner, batchId, linkB, {
      email: null,
      seconds: 45,
      furthestSlide: 2,
    });
    const otherEvent = {
      ...other,
      rowNumber: 2,
      fileName: 'offer-contoso.pptx',
      rowEmail: 'grace@contoso.com',
    };
    // The first view twice (a redelivery), a second view of the same link within the hour, then another link.
    for (const event of [first, first, again]) await bus.publishEvent('presentation.deck-viewed', event);
    await bus.publishEvent('presentation.deck-viewed', otherEvent);

    // The consumer takes events in order: once the other link's notice is there, every event before it was handled.
    await eventually(
      async () => (await deckNotices(owner, batchId)).some((notice) => notice.body.includes('offer-contoso')),
      "the other link's notice",
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const notices = await deckNotices(owner, batchId);
    expect(notices.map(({ title, body, read }) => ({ title, body, read })).reverse()).toEqual([
      {
        title: 'offer-northwind was viewed',
        body: 'ada@northwind.com viewed offer-northwind.pptx for 4 min, up to slide 7 of 10.',
        read: false,
      },
      {
        title: 'offer-contoso was viewed',
        body: 'grace@contoso.com viewed offer-contoso.pptx for 45 s, up to slide 2 of 10.',
        read: false,
      },
    ]);
    expect(await stagedMails(stack, [first.view.id, again.view.id, other.view.id])).toEqual(
      [`mail:deck-viewed:${first.view.id}`, `mail:deck-viewed:${other.view.id}`].sort(),
    );

    const mail = await stack.smtp.waitForMail(
      (candidate) => candidate.subject.startsWith("ada@northwind.com viewed your deck 'offer-northwind'"),
      20_000,
    );
    expect(mail.envelopeTo).toEqual([owner.email]);
    expect(mail.subject).toBe("ada@northwind.com viewed your deck 'offer-northwind' (4 min) | Deckmill");
    expect(mail.text).toContain('ada@northwind.com viewed offer-northwind.pptx from Q4 offers for 4 min');
    expect(mail.text).toContain(`/app/presentations/${batchId}`);
    await stack.smtp.waitForMail(
      (candidate) => candidate.subject.startsWith('grace@contoso.com viewed'),
      20_000,
    );
    expect(
      stack.smtp.messages.filter((candidate) => candidate.subject.includes("your deck 'offer-northwind'")),
    ).toHaveLength(1);
  }, 120_000);

  it('mails nobody when the batch did not ask, and still gives the notice', async () => {
    const { batchId, links } = await batchWithLinks(stack, owner, templateId, {});
    const viewed = viewEnded(owner, batchId, links[0] as string);
    await bus.publishEvent('presentation.deck-viewed', viewed);
    await eventually(async () => (await deckNotices(owner, batchId)).length === 1, 'the notice', {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    expect(await stagedMails(stack, [viewed.view.id])).toEqual([]);
  }, 120_000);
});
