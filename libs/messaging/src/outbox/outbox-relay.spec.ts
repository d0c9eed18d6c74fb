import { fakeSqlExecutor } from '@deckmill/database';
import {
  currentRequestContext,
  runWithRequestContext,
  type RequestContext,
} from '../context/request-context';
import type { MessageBus } from '../ports';
import type { OutboxRow } from './outbox-message';
import { OutboxRelay } from './outbox-relay';

const payload = {
  templateId: 7,
  ownerId: '00000000-0000-4000-8000-000000000001',
  teamId: null,
  name: 'Deck',
  occurredAt: '2026-11-21T10:00:00.000Z',
};

/** An outbox held in memory behind the two statements the relay issues, and a bus that records. */
function world(rows: OutboxRow[], failOn?: string) {
  const published: string[] = [];
  const marked: string[] = [];
  const log: string[] = [];
  const dataSource = fakeSqlExecutor((sql, parameters) => {
    if (sql.trimStart().startsWith('SELECT')) {
      log.push('select');
      return rows.filter((row) => !marked.includes(row.id));
    }
    if (sql.trimStart().startsWith('DELETE')) {
      log.push(`prune older than ${String(parameters[0])} s`);
      return [];
    }
    log.push('mark');
    marked.push(String(parameters[0]));
    return [];
  });
  const keys: string[] = [];
  const contexts: (RequestContext | undefined)[] = [];
  const publish = async (key: string, _payload: unknown, options?: { messageId?: string }) => {
    log.push('publish');
    keys.push(key);
    contexts.push(currentRequestContext());
    if (options?.messageId === failOn) throw new Error('bus unreachable');
    published.push(options?.messageId ?? '');
  };
  const bus = { publishEvent: publish, enqueueJob: publish } as unknown as MessageBus;
  const errors: string[] = [];
  const relay = new OutboxRelay('billing', dataSource, bus, {
    onError: (message) => void errors.push(message),
  });
  return { relay, published, marked, log, errors, keys, contexts };
}

const row = (id: string, key = 'template.deleted', kind = 'event'): OutboxRow => ({
  id,
  messageId: `m${id}`,
  kind,
  key,
  payload,
});

describe('OutboxRelay', () => {
  it('publishes pending rows in order with their message ids, marking each after its publish', async () => {
    const { relay, published, marked, log } = world([row('1'), row('2')]);
    await relay.flush();
    expect(published).toEqual(['m1', 'm2']);
    expect(marked).toEqual(['1', '2']);
    // Never a transaction around the bus: read, then publish and mark one statement at a time.
    expect(log).toEqual(['select', 'publish', 'mark', 'publish', 'mark', 'prune older than 86400 s']);
  });

  it('publishes each row in the request context it was staged in, not in the one that flushes', async () => {
    const staged = {
      'x-request-id': 'req-staged',
      'x-deckmill-actor': JSON.stringify({ kind: 'user', userId: payload.ownerId }),
      'x-deckmill-client-ip': '198.51.100.4',
      'x-deckmill-user-agent': 'Firefox/140',
    };
    const { relay, contexts } = world([{ ...row('1'), headers: staged }, row('2')]);
    await runWithRequestContext({ requestId: 'req-flusher', ip: '192.0.2.1' }, () => relay.flush());
    expect(contexts[0]).toEqual({
      requestId: 'req-staged',
      actor: { kind: 'user', userId: payload.ownerId },
      ip: '198.51.100.4',
      userAgent: 'Firefox/140',
    });
    // A row staged outside any request (or before its headers were kept) goes as before.
    expect(contexts[1]?.requestId).not.toBe('req-staged');
  });

  it('stops at a failed publish so the order holds, keeps the row, and does not throw', async () => {
    const { relay, published, marked, errors } = world([row('1'), row('2'), row('3')], 'm2');
    await expect(relay.flush()).resolves.toBeUndefined();
    expect(published).toEqual(['m1']);
    expect(marked).toEqual(['1']);
    expect(errors[0]).toContain('bus unreachable');
  });

  it('marks a row no contract accepts any more, so it cannot block the rows after it', async () => {
    const { relay, published, marked, errors } = world([row('1', 'no.such-event'), row('2')]);
    await relay.flush();
    expect(published).toEqual(['m2']);
    expect(marked).toEqual(['1', '2']);
    expect(errors[0]).toContain('dropped m1');
  });

  it('sends a job staged before its contract got a new version as the previous version', async () => {
    const mail = { mailId: 'm', to: 'ada@example.com', template: 'reset-password' };
    const { relay, keys, errors } = world([
      { ...row('1', 'mail.send', 'job'), payload: { ...mail, variables: { path: '/users/password/new' } } },
      { ...row('2', 'mail.send', 'job'), payload: { ...mail, variables: {}, target: { page: 'sign-in' } } },
    ]);
    await relay.flush();
    expect(keys).toEqual(['mail.send.v1', 'mail.send']);
    expect(errors).toEqual([]);
  });

  it('folds flushes asked for while a pass runs into one more pass, which sees the newer rows', async () => {
    const { relay, log } = world([row('1')]);
    const first = relay.flush();
    await Promise.resolve();
    const later = [relay.flush(), relay.flush()];
    await Promise.all([first, ...later]);
    expect(log.filter((entry) => entry === 'select')).toHaveLength(2);
  });

  it('deletes published rows past their retention on a pass, at most once a minute', async () => {
    const { relay, log } = world([]);
    await relay.flush();
    await relay.flush();
    expect(log).toEqual(['select', 'prune older than 86400 s', 'select']);
  });
});
