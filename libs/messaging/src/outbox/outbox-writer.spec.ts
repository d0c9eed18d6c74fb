import { fakeSqlExecutor } from '@deckmill/database';
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
    ]);
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
});
