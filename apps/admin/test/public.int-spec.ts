import { serviceSchema } from '@deckmill/database';
import type { TestStack } from '@deckmill/server-harness';
import {
  browser,
  createTeam,
  generatePresentation,
  newOperator,
  newUser,
  startAdminStack,
} from './support/admin-stack';
import type { HomeStats } from '@deckmill/api-contracts';

const MESSAGE = {
  name: 'Morgan Reyes',
  email: 'morgan@agency.example',
  company: 'Reyes & Co',
  topic: 'demo',
  message: 'We send 400 client decks a month and would like a demo.',
  website: '',
};

describe('the public calls: home figures and the contact form', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startAdminStack();
  });

  afterAll(async () => {
    await stack.stop();
  });

  async function storedMessages(): Promise<{ email: string; topic: string; company: string | null }[]> {
    if (!stack.dataSource) throw new Error('the stack has no database');
    return stack.dataSource.query(
      `SELECT email, topic, company FROM "${serviceSchema('admin')}"."contact_messages" ORDER BY created_at`,
    );
  }

  it('counts teams and generated decks (0.5 hours saved each) from the real data', async () => {
    const owner = await newUser(stack, 'home', 'professional');
    await createTeam(owner, 'Brand Studio');
    await createTeam(owner, 'Franchise Ops');
    await generatePresentation(owner, 3);

    const visitor = browser(stack);
    const res = await visitor.get<HomeStats>('/api/home');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ teams_count: 2, presentations_generated: 3, hours_saved: 1.5 });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses invalid messages with errors keyed by field', async () => {
    const client = browser(stack);
    await client.get('/api/session');
    const res = await client.post<{ errors: Record<string, string[]>; error: string }>('/api/contact', {
      ...MESSAGE,
      name: '',
      email: 'not-an-address',
      topic: 'lottery',
      message: 'short',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(res.body.error).toBe(res.body.errors['name']?.[0]);
  });

  it('stores a message and mails it to every operator', async () => {
    const operator = await newOperator(stack, 'contact-operator');
    const client = browser(stack);
    await client.get('/api/session');
    const res = await client.post<{ ok: boolean; message: string }>('/api/contact', MESSAGE);
    expect(res.status).toBe(201);
    expect(res.body.ok).toBe(true);
    expect(await storedMessages()).toEqual([{ email: MESSAGE.email, topic: 'demo', company: 'Reyes & Co' }]);
    const mail = await stack.smtp.waitForMail(
      (m) => m.envelopeTo.includes(operator.email) && m.subject.startsWith('Contact form'),
      10_000,
    );
    expect(mail.subject).toContain('Morgan Reyes');
    expect(mail.text).toContain(MESSAGE.message);
    expect(mail.text).toContain(MESSAGE.email);
    const inbox = await operator.client.get<{ messages: { email: string; message: string }[] }>(
      '/api/admin/contact_messages',
    );
    expect(inbox.body.messages).toEqual([
      expect.objectContaining({ email: MESSAGE.email, message: MESSAGE.message }),
    ]);
  });

  it('accepts a message with the honeypot filled like any other, then drops it', async () => {
    const before = (await storedMessages()).length;
    const client = browser(stack);
    await client.get('/api/session');
    const res = await client.post<{ ok: boolean }>('/api/contact', {
      ...MESSAGE,
      email: 'bot@spam.example',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(res.body.ok).toBe(true);
    expect(await storedMessages()).toHaveLength(before);
  });

  it('limits each client to 5 messages per 10 minutes', async () => {
    const client = browser(stack);
    await client.get('/api/session');
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/contact', { ...MESSAGE, website: 'bot' })).status).toBe(201);
    }
    const limited = await client.post<{ error: string }>('/api/contact', MESSAGE);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await browser(stack).get('/api/session')).status).toBe(200);
  });
});
