import { parentPort, workerData } from 'node:worker_threads';
import { compileTemplate, type CompiledTemplate, type ImageLookup, type ImageSource } from '@deckmill/pptx';
import { renderRow } from '../use-cases/render-chunk/render-row';
import {
  MAX_RECYCLED_BYTES,
  type FromRenderThread,
  type RenderThreadData,
  type ToRenderThread,
} from './render-thread-messages';
import { errorOf, failureOf } from './thread-failure';

// A render thread: compiles the templates it is sent and renders rows with them, as the main thread would
// (renderRow), answering each deck's bytes joined into one buffer that moves to the main thread uncopied.

const port = parentPort;
if (!port) throw new Error('render-thread.worker runs as a worker thread');
const { templateBudgetBytes, deflateLevel } = workerData as RenderThreadData;

/** Compiled templates, least recently used first, within templateBudgetBytes (always the newest). */
const templates = new Map<string, CompiledTemplate>();

function keep(key: string, template: CompiledTemplate): void {
  templates.set(key, template);
  let total = [...templates.values()].reduce((sum, kept) => sum + kept.footprintBytes, 0);
  for (const [oldKey, kept] of templates) {
    if (total <= templateBudgetBytes || oldKey === key) break;
    templates.delete(oldKey);
    total -= kept.footprintBytes;
  }
}

function templateFor(key: string, bytes: Uint8Array | undefined): CompiledTemplate | undefined {
  const kept = templates.get(key);
  if (kept) {
    templates.delete(key);
    templates.set(key, kept);
    return kept;
  }
  if (!bytes) return undefined;
  const template = compileTemplate(bytes, { deflateLevel });
  keep(key, template);
  return template;
}

/** Pictures are resolved by the main thread (the batch's archive, its outbound policy): asked and awaited. */
const imageQuestions = new Map<
  number,
  { resolve: (lookup: ImageLookup) => void; reject: (error: Error) => void }
>();
let nextImageQuestion = 1;

/**
 * Answers kept per source and value, least recently used first out, within IMAGE_CACHE_BYTES (a picture's bytes,
 * its key, and a failure as 1 KB, as the main thread's source counts): a logo on every row crosses once while it
 * is kept, and keeps the identity the engine remembers its CRC-32 by (libs/zip known-crc32.ts). `data:` values
 * are not kept (each row's is its own, and the value is as long as the picture); nor is a failed question, or
 * an answer larger than the whole budget.
 */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;
const FAILED_ANSWER_BYTES = 1024;
const imageAnswers = new Map<string, { readonly lookup: Promise<ImageLookup>; bytes: number }>();
let imageCacheBytes = 0;

function ask(renderId: number, value: string): Promise<ImageLookup> {
  return new Promise<ImageLookup>((resolve, reject) => {
    const id = nextImageQuestion++;
    imageQuestions.set(id, { resolve, reject });
    post({ type: 'image', id, renderId, value });
  });
}

function keepAnswer(key: string, entry: { bytes: number }, lookup: ImageLookup): void {
  const bytes = key.length * 2 + (lookup.ok ? lookup.image.bytes.byteLength : FAILED_ANSWER_BYTES);
  if (bytes > IMAGE_CACHE_BYTES) {
    imageAnswers.delete(key);
    return;
  }
  entry.bytes = bytes;
  imageCacheBytes += bytes;
  for (const [oldKey, old] of imageAnswers) {
    if (imageCacheBytes <= IMAGE_CACHE_BYTES) break;
    if (oldKey === key) continue;
    imageAnswers.delete(oldKey);
    imageCacheBytes -= old.bytes;
  }
}

function imagesFor(renderId: number, imagesKey: string): ImageSource {
  return {
    resolve: (value) => {
      if (/^data:/i.test(value.trimStart())) return ask(renderId, value);
      const key = `${imagesKey}\u0000${value}`;
      const kept = imageAnswers.get(key);
      if (kept) {
        // Used again: the most recently used.
        imageAnswers.delete(key);
        imageAnswers.set(key, kept);
        return kept.lookup;
      }
      const entry = { lookup: ask(renderId, value), bytes: 0 };
      imageAnswers.set(key, entry);
      entry.lookup.then(
        (lookup) => {
          if (imageAnswers.get(key) === entry) keepAnswer(key, entry, lookup);
        },
        () => {
          if (imageAnswers.get(key) === entry) imageAnswers.delete(key);
        },
      );
      return entry.lookup;
    },
  };
}

/**
 * Buffers the main thread has moved back once their decks were stored. A new buffer for every deck (140 KB of
 * memory outside the heap each) made V8 run a full collection every few hundred rows on this thread: a 10,000-row
 * embedded batch spent 0.92 ms a row in V8's helper threads against 0.46 without render threads (bench:batch).
 */
const spares: ArrayBuffer[] = [];
const MAX_SPARES = 16;
/** New buffers are made in steps of this, so that a spare fits the next deck of about the same size. */
const BUFFER_STEP = 64 * 1024;

function bufferFor(size: number): ArrayBuffer {
  let best = -1;
  for (const [index, spare] of spares.entries()) {
    const fits = spare.byteLength >= size;
    if (fits && (best < 0 || spare.byteLength < (spares[best] as ArrayBuffer).byteLength)) best = index;
  }
  if (best >= 0) return spares.splice(best, 1)[0] as ArrayBuffer;
  return new ArrayBuffer(Math.ceil(Math.max(size, 1) / BUFFER_STEP) * BUFFER_STEP);
}

function post(message: FromRenderThread, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

async function render(request: Extract<ToRenderThread, { type: 'render' }>): Promise<void> {
  const { id } = request;
  try {
    const template = templateFor(request.templateKey, request.template);
    if (!template) return post({ type: 'needs-template', id });
    const deck = await renderRow(
      template,
      {
        values: request.values,
        watermark: request.watermark,
        locale: request.locale,
        images: imagesFor(id, request.imagesKey),
      },
      request.maxValueChars,
    );
    const buffer = bufferFor(deck.byteLength);
    const bytes = new Uint8Array(buffer);
    let at = 0;
    for (const chunk of deck.chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    const { missing, notes } = deck;
    post({ type: 'rendered', id, buffer, byteLength: at, missing, notes }, [buffer]);
  } catch (error) {
    post({ type: 'failed', id, failure: failureOf(error) });
  }
}

// A request that cannot be read would leave its row waiting: the thread ends, and the main thread renders its rows.
port.on('messageerror', (error) => {
  throw error;
});

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') {
    for (const spare of message.spares) {
      if (spares.length < MAX_SPARES && spare.byteLength <= MAX_RECYCLED_BYTES) spares.push(spare);
    }
    void render(message);
    return;
  }
  const question = imageQuestions.get(message.id);
  if (!question) return;
  imageQuestions.delete(message.id);
  if (message.lookup) return question.resolve(message.lookup);
  question.reject(errorOf(message.failure ?? { message: 'The picture could not be resolved.' }));
});
