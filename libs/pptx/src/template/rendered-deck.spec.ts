import { RenderedDeck } from './rendered-deck';

async function streamed(deck: RenderedDeck): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of deck.toStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return chunks;
}

describe('RenderedDeck.toStream', () => {
  it('joins small pieces into few chunks and passes a large one through, bytes unchanged', async () => {
    const small = Array.from({ length: 300 }, (_, index) => Buffer.alloc(1000, index % 256));
    const image = Buffer.alloc(1024 * 1024, 7);
    const deck = new RenderedDeck([...small, image, ...small.slice(0, 3)], []);
    const chunks = await streamed(deck);
    expect(Buffer.concat(chunks).equals(deck.toBuffer())).toBe(true);
    // 300,000 bytes of pieces: one joined chunk of 256 KB or more, the rest before the image, the image
    // itself, and the three pieces after it.
    expect(chunks.length).toBe(4);
    expect(chunks[0].byteLength).toBeGreaterThanOrEqual(256 * 1024);
    expect(chunks[2].byteLength).toBe(image.byteLength);
    expect(chunks[3].byteLength).toBe(3000);
  });

  it('streams an empty deck as no bytes', async () => {
    expect(Buffer.concat(await streamed(new RenderedDeck([], []))).byteLength).toBe(0);
  });
});
