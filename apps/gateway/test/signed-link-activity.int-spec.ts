import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TemplateDetail, V1Template } from '@deckmill/api-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import {
  TestClient,
  recordEvents,
  startTestStack,
  type EventRecorder,
  type TestStack,
} from '@deckmill/server-harness';
import {
  DOWNLOAD_LINK_SIGNER,
  OBJECT_STORAGE,
  type DownloadLinkSigner,
  type ObjectStorage,
} from '@deckmill/storage';
import { eventually } from '@deckmill/testing';
import { signUpAndIn, uniqueEmail } from './support/accounts';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));
const RECIPIENT = { 'x-forwarded-for': '10.92.0.7', 'user-agent': 'Mozilla/5.0 (link spec) Firefox/140.0' };

/**
 * Signed links (a template's file_url, a deck mailed to a row's recipient) go through the gateway,
 * which records each use as `via: 'signed_link'` before it hands the file out; a bad or expired link records
 * nothing; a download that cannot be recorded is refused (503), never served unrecorded.
 */
describe('signed link activity', () => {
  let stack: TestStack;
  let browser: TestClient;
  let userId: string;
  let template: TemplateDetail;
  let templates: EventRecorder<'template.downloaded'>;
  let decks: EventRecorder<'deck.downloaded'>;

  beforeAll(async () => {
    // 1 KB: a mailed deck is linked instead of attached.
    stack = await startTestStack({ modules: { mail: { attachmentMaxBytes: 1024 } } });
    templates = await recordEvents(stack, 'template.downloaded');
    decks = await recordEvents(stack, 'deck.downloaded');
    browser = new TestClient(stack.baseUrl);
    userId = await signUpAndIn(browser, 'Lena Link', uniqueEmail('links'));
    const key = await browser.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'links',
    });
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });
    const form = new FormData();
    form.set('name', 'Linked');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'linked.pptx');
    const uploaded = await api.post<V1Template>('/api/v1/templates', form);
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    template = (await browser.get<TemplateDetail>(`/api/app/templates/${uploaded.body.id}`)).body;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([templates.stop(), decks.stop()]);
    await stack?.stop();
  });

  function linkPath(url: string): string {
    return new URL(url).pathname;
  }

  it("records a template's file_url used by anyone, as a signed link, then redirects to the file", async () => {
    expect(template.file_url.startsWith(`${stack.baseUrl}/api/links/`)).toBe(true);
    const anyone = new TestClient(stack.baseUrl, RECIPIENT);
    const res = await anyone.fetch(linkPath(template.file_url));
    expect(res.status).toBe(302);
    const file = await fetch(res.headers.get('location') ?? '');
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TEMPLATE)).toBe(true);
    const event = await templates.waitFor((data) => data.templateId === template.id);
    expect(event.data).toMatchObject({ ownerId: userId, teamId: null, name: 'Linked', via: 'signed_link' });
    expect(event.context).toMatchObject({
      ip: RECIPIENT['x-forwarded-for'],
      userAgent: RECIPIENT['user-agent'],
    });
  });

  it('records a deck mailed as a link when the recipient follows it', async () => {
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    const batchId = randomUUID();
    const key = `presentations/${batchId}/rows/3.pptx`;
    await storage.putStream(key, Readable.from([Buffer.alloc(4096, 7)]), { contentType: PPTX });
    const to = `recipient-${randomUUID()}@example.com`;
    await stack.app.get<MessageBus>(MESSAGE_BUS).enqueueJob('mail.deliver-deck', {
      mailId: `delivery:${batchId}:3`,
      batchId,
      rowNumber: 3,
      to,
      replyTo: null,
      subject: 'Your deck',
      body: 'Hello',
      files: [{ key, fileName: 'Acme.pptx', sizeBytes: 4096 }],
      sendAfter: null,
      ownerId: userId,
      templateTeamId: null,
    });
    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 20_000);
    const url = /Acme\.pptx: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(linkPath(url)).toMatch(/^\/api\/links\//);
    const res = await fetch(`${stack.baseUrl}${linkPath(url)}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(4096);
    const event = await decks.waitFor((data) => data.batchId === batchId);
    expect(event.data).toMatchObject({
      ownerId: userId,
      templateTeamId: null,
      rowNumber: 3,
      fileName: 'Acme.pptx',
      format: 'pptx',
      via: 'signed_link',
    });
  });

  it('answers a tampered or expired link 403 as before and records nothing', async () => {
    const before = templates.events.length;
    const token = linkPath(template.file_url).slice('/api/links/'.length);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await fetch(`${stack.baseUrl}/api/links/${tampered}`, { redirect: 'manual' });
    expect(bad.status).toBe(403);
    expect(await bad.text()).toBe('Invalid link');
    const signer = stack.app.get<DownloadLinkSigner>(DOWNLOAD_LINK_SIGNER);
    const expired = signer.sign(
      {
        key: 'templates/none.pptx',
        record: {
          event: 'template.downloaded',
          facts: { templateId: template.id, ownerId: userId, teamId: null, name: 'Linked' },
        },
      },
      -60,
    );
    const late = await fetch(`${stack.baseUrl}${expired}`, { redirect: 'manual' });
    expect(late.status).toBe(403);
    expect(await late.text()).toBe('This link has expired');
    // A later use that is recorded proves the refused ones had their chance to arrive first.
    expect(
      (await fetch(`${stack.baseUrl}${linkPath(template.file_url)}`, { redirect: 'manual' })).status,
    ).toBe(302);
    await eventually(() => templates.events.length > before, 'template.downloaded');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(templates.events).toHaveLength(before + 1);
  });

  it('refuses downloads with 503 while they cannot be recorded, and sends no byte', async () => {
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const publish = jest.spyOn(bus, 'publishEvent').mockRejectedValue(new Error('NATS unreachable'));
    try {
      for (const route of [
        `/api/app/templates/${template.id}/download`,
        linkPath(template.file_url),
        '/api/settings/export',
      ]) {
        const res = await browser.fetch(route);
        expect({ route, status: res.status }).toEqual({ route, status: 503 });
        expect(res.headers.get('location')).toBeNull();
        expect(((await res.json()) as { error: string }).error).toMatch(/could not be recorded/);
      }
    } finally {
      publish.mockRestore();
    }
  });
});

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
