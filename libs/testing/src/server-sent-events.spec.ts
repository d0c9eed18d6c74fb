import { serverSentBlocks, type ServerSentBlock } from './server-sent-events';

/** A response whose body arrives as these pieces of bytes. */
function streamed(pieces: readonly Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body);
}

async function blocksOf(response: Response): Promise<ServerSentBlock[]> {
  const blocks: ServerSentBlock[] = [];
  for await (const block of serverSentBlocks(response)) blocks.push(block);
  return blocks;
}

const STREAM =
  ': keep-alive\n\n' +
  'event: progress\ndata: {"done":1,"name":"Zoë"}\n\n' +
  'data:first\ndata: second\n\n' +
  'event: nothing-to-say\n\n' +
  'event: progress\r\ndata: {"done":2}\r\n\r\n';

const EXPECTED: ServerSentBlock[] = [
  { comments: ['keep-alive'] },
  { event: { event: 'progress', data: '{"done":1,"name":"Zoë"}' }, comments: [] },
  { event: { event: 'message', data: 'first\nsecond' }, comments: [] },
  { comments: [] },
  { event: { event: 'progress', data: '{"done":2}' }, comments: [] },
];

describe('serverSentBlocks', () => {
  it('reads events, default names, multi-line data, comments and CRLF line ends', async () => {
    expect(await blocksOf(streamed([new TextEncoder().encode(STREAM)]))).toEqual(EXPECTED);
  });

  it('reads the same whatever byte the chunks are cut at, inside a character or between CR and LF', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const pieces = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await blocksOf(streamed(pieces))).toEqual(EXPECTED);
    }
    const oneByteAtATime = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await blocksOf(streamed(oneByteAtATime))).toEqual(EXPECTED);
  });

  it('leaves an unfinished last block unread and cancels the body when the caller stops early', async () => {
    const unfinished = new TextEncoder().encode('data: a\n\ndata: b\n');
    expect(await blocksOf(streamed([unfinished]))).toEqual([
      { event: { event: 'message', data: 'a' }, comments: [] },
    ]);
    let cancelled = false;
    const endless = new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('data: again\n\n'));
        },
        cancel() {
          cancelled = true;
        },
      }),
    );
    for await (const block of serverSentBlocks(endless)) {
      expect(block.event?.data).toBe('again');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
