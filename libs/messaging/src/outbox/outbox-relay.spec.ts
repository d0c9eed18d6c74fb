import { fakeSqlExecutor } from '@deckmill/database';
import { domainRegistry } from '@deckmill/metrics';
import {
  currentRequestContext,
  runWithRequestContext,
  type RequestContext,
} from '../context/request-context';
import type { EventKey, JobKey } from '@deckmill/bus-contracts';
import { encodePayload, resolveEvent, resolveJob } from '../core/contracts';
import type { MessageBus } from '../ports';
import type { OutboxRow } from './outbox-message';
import { OutboxRelay } from './outbox-relay';
import { activeTraceIds } from '../tracing/message-tracing';
import { recordSpans } from '../testing/span-recorder';
import { trace } from '@opentelemetry/api';

const payload = {
  templateId: 7,
  ownerId: '00000000-0000-4000-8000-000000000001',
  teamId: null,
  name: 'Deck',
  occurredAt: '2026-11-21T10:00:00.000Z',
};

/** An outbox held in memory behind the two statements the relay issues, and a bus that records. */
function world(rows: OutboxRow[], failOn?: string, batchSize?: number) {
  /** While set, the mark's UPDATE fails as a database gone away would. */
  const database = { marksFail: false };
  const published: string[] = [];
  const marked: string[] = [];
  const log: string[] = [];
  /** The request and trace each statement and report ran in: none but the row's own may show. */
  const ranIn: { what: string; requestId?: string; traceId?: string }[] = [];
  const noteContext = (what: string) =>
    ranIn.push({ what, requestId: currentRequestContext()?.requestId, traceId: activeTraceIds()?.traceId });
  const dataSource = fakeSqlExecutor((sql, parameters) => {
    noteContext(sql.trimStart().split(' ', 1)[0] ?? sql);
    if (sql.trimStart().startsWith('SELECT')) {
      log.push('select');
      const [after, limit] = parameters.map(Number);
      return rows.filter((row) => !marked.includes(row.id) && Number(row.id) > (after ?? 0)).slice(0, limit);
    }
    if (sql.trimStart().startsWith('DELETE')) {
      log.push(`prune older than ${String(parameters[0])} s`);
      return [];
    }
    const ids = parameters[0] as string[];
    if (database.marksFail) throw new Error('database away');
    log.push(`mark ${ids.join(',')}`);
    marked.push(...ids);
    return [];
  });
  const keys: string[] = [];
  const contexts: (RequestContext | undefined)[] = [];
  const traces: (string | undefined)[] = [];
  const publish = async (key: string, options?: { messageId?: string }) => {
    log.push('publish');
    keys.push(key);
    contexts.push(currentRequestContext());
    traces.push(activeTraceIds()?.traceId);
    if (options?.messageId === failOn) throw new Error('bus unreachable');
    published.push(options?.messageId ?? '');
  };
  // Validates as the real buses do before sending.
  const bus = {
    publishEvent: (key: EventKey, data: unknown, options?: { messageId?: string }) => {
      encodePayload(resolveEvent(key), data);
      return publish(key, options);
    },
    enqueueJob: (key: JobKey, data: unknown, options?: { messageId?: string }) => {
      encodePayload(resolveJob(key), data);
      return publish(key, options);
    },
  } as unknown as MessageBus;
  const errors: string[] = [];
  const relay = new OutboxRelay('billing', dataSource, bus, {
    onError: (message) => {
      noteContext('report');
      errors.push(message);
    },
    batchSize,
  });
  return { relay, published, marked, log, errors, keys, contexts, traces, ranIn, database };
}

const unknownPending = async () =>
  (await domainRegistry.getSingleMetric('deckmill_outbox_unknown_pending')?.get())?.values.find(
    ({ labels }) => labels['service'] === 'billing',
  )?.value;

const row = (id: string, key = 'template.deleted', kind = 'event'): OutboxRow => ({
  id,
  messageId: `m${id}`,
  kind,
  key,
  payload,
});

describe('OutboxRelay', () => {
  it('publishes pending rows in order with their message ids, then marks the page in one statement', async () => {
    const { relay, published, marked, log } = world([row('1'), row('2')]);
    await relay.flush();
    expect(published).toEqual(['m1', 'm2']);
    expect(marked).toEqual(['1', '2']);
    // Never a transaction around the bus: read, publish, then one mark for the page's rows.
    expect(log).toEqual(['select', 'publish', 'publish', 'mark 1,2', 'prune older than 86400 s']);
  });

  it('marks each page of rows once, after its rows are sent', async () => {
    const { relay, log } = world([row('1'), row('2'), row('3')], undefined, 2);
    await relay.flush();
    expect(log).toEqual([
      'select',
      'publish',
      'publish',
      'mark 1,2',
      'select',
      'publish',
      'mark 3',
      'prune older than 86400 s',
    ]);
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
    // A row staged outside any request (or before its headers were kept) goes in no request at all.
    expect(contexts[1]).toBeUndefined();
  });

  it('runs its pass outside the request and trace that flushed first, whichever requests join it', async () => {
    const recorder = recordSpans();
    try {
      const { relay, ranIn, published, contexts, traces } = world([row('1'), row('2'), row('3')], 'm3');
      const tracer = trace.getTracer('spec');
      const flushIn = (requestId: string) =>
        runWithRequestContext({ requestId }, () =>
          tracer.startActiveSpan(`GET ${requestId}`, (span) => {
            const flushed = relay.flush();
            span.end();
            return flushed;
          }),
        );
      // A's flush starts the pass; B's, asked for meanwhile, joins the one queued after it.
      await Promise.all([flushIn('req-A'), flushIn('req-B')]);
      expect(published).toEqual(['m1', 'm2']);
      expect(ranIn.map((entry) => entry.what)).toEqual(
        expect.arrayContaining(['SELECT', 'UPDATE', 'DELETE', 'report']),
      );
      expect(ranIn.filter((entry) => entry.requestId || entry.traceId)).toEqual([]);
      expect(contexts.every((context) => context === undefined)).toBe(true);
      expect(traces.every((traceId) => traceId === undefined)).toBe(true);
    } finally {
      await recorder.stop();
    }
  });

  it('continues the trace of a row staged outside any request without inventing a request id for it', async () => {
    const recorder = recordSpans();
    try {
      const stagedTrace = 'c'.repeat(32);
      const headers = { traceparent: `00-${stagedTrace}-${'d'.repeat(16)}-01` };
      const { relay, contexts, traces, ranIn } = world([{ ...row('1'), headers }]);
      await relay.flush();
      expect(contexts).toEqual([undefined]);
      expect(traces).toEqual([stagedTrace]);
      // The page's mark is the pass's own statement, in no row's trace.
      expect(ranIn.find((entry) => entry.what === 'UPDATE')?.traceId).toBeUndefined();
    } finally {
      await recorder.stop();
    }
  });

  it('stops at a failed publish so the order holds, keeps the row, and does not throw', async () => {
    const { relay, published, marked, errors } = world([row('1'), row('2'), row('3')], 'm2');
    await expect(relay.flush()).resolves.toBeUndefined();
    expect(published).toEqual(['m1']);
    // The row sent before the failure is marked; the failed one and the rows after it stay pending.
    expect(marked).toEqual(['1']);
    expect(errors[0]).toContain('bus unreachable');
  });

  it('reports a failed mark on its own and stops the pass; the next pass sends the rows again and marks them', async () => {
    const { relay, published, marked, errors, log, database } = world(
      [row('1'), row('2'), row('3')],
      undefined,
      2,
    );
    database.marksFail = true;
    await expect(relay.flush()).resolves.toBeUndefined();
    expect(published).toEqual(['m1', 'm2']);
    expect(marked).toEqual([]);
    expect(errors).toEqual([
      expect.stringContaining('2 published rows not marked, sent again next pass: Error: database away'),
    ]);
    // The second page is not read while marks fail.
    expect(log.filter((entry) => entry === 'select')).toHaveLength(1);

    database.marksFail = false;
    await relay.flush();
    expect(published).toEqual(['m1', 'm2', 'm1', 'm2', 'm3']);
    expect(marked).toEqual(['1', '2', '3']);
  });

  it('reports both a failed publish and the failed mark of the rows sent before it', async () => {
    const { relay, published, marked, errors, database } = world([row('1'), row('2'), row('3')], 'm2');
    database.marksFail = true;
    await relay.flush();
    expect(published).toEqual(['m1']);
    expect(marked).toEqual([]);
    expect(errors).toEqual([
      expect.stringContaining('publish failed, will retry: Error: bus unreachable'),
      expect.stringContaining('1 published rows not marked'),
    ]);
  });

  it('drops a row of a known key whose contract refuses its payload now, so it cannot block the rows after it', async () => {
    const { relay, published, marked, errors } = world([
      { ...row('1'), payload: { ...payload, templateId: 'seven' } },
      row('2'),
    ]);
    await relay.flush();
    expect(published).toEqual(['m2']);
    expect(marked).toEqual(['1', '2']);
    expect(errors[0]).toContain('dropped m1');
  });

  it('leaves a row of a key this version does not know pending for a newer process, reports it once, and goes on', async () => {
    // A newer version staged a key this process has no contract for (version skew during an upgrade).
    const rows = [
      row('1', 'template.archived'),
      row('2'),
      row('3', 'report.ready', 'job'),
      row('4'),
      row('5'),
    ];
    const { relay, published, marked, errors, log } = world(rows, undefined, 2);
    await relay.flush();
    expect(published).toEqual(['m2', 'm4', 'm5']);
    expect(marked).toEqual(['2', '4', '5']);
    // Paged by id: the rows left pending are not read again in the same pass.
    expect(log.filter((entry) => entry === 'select')).toHaveLength(3);
    expect(await unknownPending()).toBe(2);

    await relay.flush();
    expect(marked).toEqual(['2', '4', '5']);
    expect(errors).toEqual([
      expect.stringContaining('left m1 pending, no event template.archived contract in this version'),
      expect.stringContaining('left m3 pending, no job report.ready contract in this version'),
    ]);
    expect(await unknownPending()).toBe(2);
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
