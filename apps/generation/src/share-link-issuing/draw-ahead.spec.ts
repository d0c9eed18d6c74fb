import type { DataSource } from 'typeorm';
import type { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { DrawAhead } from './draw-ahead';

const DRAWING = '6f1c2d0e-1111-4a5b-9c8d-000000000001';
const NOT_DRAWING = '6f1c2d0e-1111-4a5b-9c8d-000000000002';

/** A DrawAhead over a database where only DRAWING draws ahead; counts the reads of the setting. */
function setUp() {
  const reads: string[] = [];
  const staged: string[] = [];
  const runner = {
    query: async (_text: string, parameters: string[]) => {
      reads.push(parameters[0] ?? '');
      return { records: parameters[0] === DRAWING ? [{ batchId: DRAWING }] : [] };
    },
    release: async () => undefined,
  };
  const manager = { queryRunner: undefined, connection: { createQueryRunner: () => runner } };
  const outbox = {
    stageMany: async (_manager: unknown, messages: { messageId: string }[]) =>
      void staged.push(...messages.map((message) => message.messageId)),
  } as unknown as OutboxWriter;
  const relay = { flush: async () => undefined } as unknown as OutboxRelay;
  const drawAhead = new DrawAhead({ manager } as unknown as DataSource, outbox, relay);
  return { drawAhead, reads, staged };
}

describe('DrawAhead', () => {
  it('stages a drawing per row of a batch that draws ahead, reading its setting once', async () => {
    const { drawAhead, reads, staged } = setUp();
    expect(await drawAhead.queue(DRAWING, [1, 2])).toBe(2);
    expect(await drawAhead.queue(DRAWING, [3])).toBe(1);
    expect(staged).toEqual([`draw-ahead:${DRAWING}:1`, `draw-ahead:${DRAWING}:2`, `draw-ahead:${DRAWING}:3`]);
    expect(reads).toEqual([DRAWING]);
  });

  it('stages nothing for a batch that does not, and remembers that too', async () => {
    const { drawAhead, reads, staged } = setUp();
    expect(await drawAhead.queue(NOT_DRAWING, [1])).toBe(0);
    expect(await drawAhead.queue(NOT_DRAWING, [2])).toBe(0);
    expect(await drawAhead.queue(NOT_DRAWING, [])).toBe(0);
    expect(staged).toEqual([]);
    expect(reads).toEqual([NOT_DRAWING]);
  });

  it('forgets the oldest batch past a thousand', async () => {
    const { drawAhead, reads } = setUp();
    await drawAhead.queue(NOT_DRAWING, [1]);
    for (let index = 0; index < 1_000; index += 1) await drawAhead.queue(`other-${index}`, [1]);
    await drawAhead.queue(NOT_DRAWING, [2]);
    expect(reads.filter((batchId) => batchId === NOT_DRAWING)).toHaveLength(2);
  });
});
