// What storing a deck costs embedded mode's file store: puts of one deck-sized object, a few in flight
// as the chunk's lanes do, into a fresh encrypted store. Prints wall and CPU (this process, all threads) per
// put, and the event loop's busy time per put (what storing takes from rendering). To compare two versions, run
// it in a checkout of each, alternately (the figures in docs/benchmarks.md).
//   node tools/run-ts.mjs tools/bench/store-deck.ts [--size 140000] [--puts 2000] [--in-flight 4] [--piece 300000] [--stream]
// --piece hands the deck over in pieces of that size, as a rendered deck's stream does (its pictures pass as they
// are, the rest joined to 256 KB); without it, in one piece. --stream stores with `putStream` instead of
// `putChunks` (how a rendered deck was stored before decks were stored from their chunks).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { PPTX_CONTENT_TYPE } from '@deckmill/api-contracts';
import { FileUrlSigner, FsObjectStorage } from '@deckmill/storage';
import { wholeNumberArgument } from './bench-arguments';

async function main(): Promise<void> {
  const size = wholeNumberArgument('size', 140_000);
  const puts = wholeNumberArgument('puts', 2000);
  const inFlight = wholeNumberArgument('in-flight', 4);
  const piece = wholeNumberArgument('piece', size);
  const viaStream = process.argv.includes('--stream');
  const root = await mkdtemp(join(tmpdir(), 'deckmill-store-deck-'));
  try {
    const signer = new FileUrlSigner({ secret: 'store-deck-bench-secret-of-32-chars', baseUrl: 'http://l' });
    const storage = new FsObjectStorage({ rootDir: root, signer, encryptionKey: Buffer.alloc(32, 1) });
    await storage.ensureBucket();
    const deck = Buffer.alloc(size, 7);
    const pieces: Buffer[] = [];
    for (let at = 0; at < size; at += piece) pieces.push(deck.subarray(at, at + piece));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const loop = performance.eventLoopUtilization();
    let next = 0;
    const lane = async (): Promise<void> => {
      for (let row = next++; row < puts; row = next++) {
        const options = { contentType: PPTX_CONTENT_TYPE, size: deck.length };
        const key = `presentations/bench/rows/${row}.pptx`;
        if (viaStream) await storage.putStream(key, Readable.from(pieces), options);
        else await storage.putChunks(key, pieces, options);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    const used = process.cpuUsage(cpu);
    const loopActive = performance.eventLoopUtilization(loop).active / puts;
    const wall = (performance.now() - started) / puts;
    const cpuMs = (used.user + used.system) / 1000 / puts;
    console.log(
      `${puts} ${viaStream ? 'putStream' : 'putChunks'} of ${size} bytes in ${pieces.length} pieces, ${inFlight} in flight: ${wall.toFixed(3)} ms/put wall, ${cpuMs.toFixed(3)} ms/put CPU, event loop busy ${loopActive.toFixed(3)} ms/put`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

void main();
