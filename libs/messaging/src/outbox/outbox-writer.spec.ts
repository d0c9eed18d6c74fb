import { fakeSqlExecutor } from '@deckmill/database';
import { runWithRequestContext } from '../context/request-context';
import { InvalidMessageError } from '../core/invalid-message.error';
import { OutboxWriter } from './outbox-writer';

function recordingManager() {
  const statements: { sql: string; parameters: unknown[] }[] = [];
  const manager = fakeSqlExecutor((sql, parameters) => {
    statements.push({ sql, parameters });
    return [];
  });
  return { manager, statements };
}

const payload = {
  templateId: 7,
  ownerId: '00000000-0000-4000-8000-000000000001',
  teamId: null,
  name: 'Deck',
  occurredAt: '2026-11-21T10:00:00.000Z',
};

describe('OutboxWriter', () => {
  it('inserts the validated payload into the service outbox through the caller’s transaction', async () => {
    const { manager, statements } = recordingManager();
    await new OutboxWriter('templates').stage(manager, {
      kind: 'event',
      key: 'template.deleted',
      payload: { ...payload, extra: 'stripped' } as typeof payload,
      messageId: 'template.deleted:7',
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]?.sql).toContain(
      `"${process.env['DECKMILL_SCHEMA_PREFIX'] ?? ''}templates"."outbox"`,
    );
    expect(statements[0]?.parameters).toEqual([
      'template.deleted:7',
      'event',
      'template.deleted',
      JSON.stringify(payload),
      null,
    ]);
  });

  it('keeps the request context it was staged in (who, from where), for the relay to publish it with', async () => {
    const { manager, statements } = recordingManager();
    const context = {
      requestId: 'req-stage-1',
      actor: { kind: 'api_key' as const, userId: payload.ownerId, apiKeyId: 'key-9' },
      ip: '203.0.113.7',
      userAgent: 'curl/8.5',
    };
    await runWithRequestContext(context, () =>
      new OutboxWriter('templates').stage(manager, {
        kind: 'event',
        key: 'template.deleted',
        payload,
        messageId: 'template.deleted:7',
      }),
    );
    expect(JSON.parse(String(statements[0]?.parameters[4]))).toEqual({
      'x-request-id': 'req-stage-1',
      'x-user-id': payload.ownerId,
      'x-deckmill-actor': JSON.stringify(context.actor),
      'x-deckmill-client-ip': '203.0.113.7',
      'x-deckmill-user-agent': 'curl/8.5',
    });
  });

  it('refuses a payload its contract refuses, before writing anything', async () => {
    const { manager, statements } = recordingManager();
    const staging = new OutboxWriter('templates').stage(manager, {
      kind: 'event',
      key: 'template.deleted',
      payload: { ...payload, templateId: -1 },
      messageId: 'template.deleted:-1',
    });
    await expect(staging).rejects.toBeInstanceOf(InvalidMessageError);
    expect(statements).toHaveLength(0);
  });

  it('stages many messages in one statement, in order, and none when one breaks its contract', async () => {
    const { manager, statements } = recordingManager();
    const message = (templateId: number) => ({
      kind: 'event' as const,
      key: 'template.deleted' as const,
      payload: { ...payload, templateId },
      messageId: `template.deleted:${templateId}`,
    });
    await new OutboxWriter('templates').stageMany(manager, [message(7), message(8)]);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.parameters[0]).toEqual(['template.deleted:7', 'template.deleted:8']);
    expect((statements[0]?.parameters[3] as string[]).map((json) => JSON.parse(json).templateId)).toEqual([
      7, 8,
    ]);

    await expect(
      new OutboxWriter('templates').stageMany(manager, [message(9), message(-1)]),
    ).rejects.toBeInstanceOf(InvalidMessageError);
    expect(statements).toHaveLength(1);
  });
});
