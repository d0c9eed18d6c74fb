import { Logger } from '@nestjs/common';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { attachmentDisposition, recycleReadChunk } from '@deckmill/storage';
import { ifRangeHolds, rangeAnswer, type RangeAnswer } from './byte-ranges';

export interface DownloadFile {
  name: string;
  contentType: string;
  size?: number;
}

function setDownloadHeaders(res: Response, file: DownloadFile): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachmentDisposition(file.name));
  res.setHeader('Cache-Control', 'private, no-store');
}

/**
 * Content-Length, with Node held to it: a body that runs longer (a deck grown since its size was recorded)
 * fails instead of putting bytes past the announced end on a keep-alive socket.
 */
function announceLength(res: Response, length: number): void {
  res.setHeader('Content-Length', String(length));
  res.strictContentLength = true;
}

/** Every header a download sets about its file, dropped when an error answers instead. */
const DOWNLOAD_HEADERS = [
  'Content-Type',
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'Accept-Ranges',
  'ETag',
  'Last-Modified',
];

function dropDownloadHeaders(res: Response): void {
  for (const name of DOWNLOAD_HEADERS) res.removeHeader(name);
  res.strictContentLength = false;
}

const logger = new Logger('Downloads');
/** How a client that left shows up in a pipeline to its response. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

/** Whether a pipeline to a response failed only because its client went away (nothing to log). */
export function clientWentAway(error: unknown): boolean {
  return CLIENT_GONE.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');
}

/**
 * The body once its first chunk is read: piping a body that fails at once would destroy the response with
 * it, before an error answer could be sent.
 */
async function startedBody(body: Readable): Promise<AsyncIterable<Buffer>> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  })();
}

/** What `pipeline` rejects with when the response closes before it finished (clientWentAway knows it). */
function prematureClose(): Error {
  return Object.assign(new Error('The response closed before the body was sent'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });
}

/** Resolves on 'drain', rejects if the response closes first. */
function drained(res: Response): Promise<void> {
  if (res.destroyed) return Promise.reject(prematureClose());
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(prematureClose());
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Writes the chunks as `pipeline` would (backpressure, the end, rejecting when the client leaves), and hands
 * each chunk the socket has taken to recycleReadChunk: a batch ZIP's decks come in buffers of the file store's thread,
 * which fills them again instead of making new memory for every deck.
 */
async function writeChunks(res: Response, chunks: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) throw prematureClose();
    const more = res.write(chunk, (error) => {
      if (!error) recycleReadChunk(chunk);
    });
    if (!more) await drained(res);
  }
  res.end();
  await finished(res);
}

/**
 * Sends a body to the client; a client that goes away mid-way only ends the stream (and closes the body). A
 * body that fails once the headers are out (storage gone, a deck of another size than recorded) cuts the
 * connection, so the client sees a broken download rather than a wrong file, and is logged.
 */
async function sendBody(res: Response, body: Readable): Promise<void> {
  res.once('close', () => body.destroy());
  let chunks: AsyncIterable<Buffer>;
  try {
    chunks = await startedBody(body);
  } catch (error) {
    // Failed before its first byte (a ZIP's first deck gone): the error answer (JSON) must not go out as the
    // file, with its attachment name, type or length.
    dropDownloadHeaders(res);
    throw error;
  }
  try {
    await writeChunks(res, chunks);
  } catch (error) {
    if (!clientWentAway(error))
      logger.warn(`A download failed after its headers were sent: ${String(error)}`);
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/**
 * Streams a download whose bytes are produced as they are sent (a ZIP built on the fly, an export), with its
 * length when known. It takes no ranges (`Accept-Ranges: none`). A HEAD request gets the headers alone: pass
 * `body` as a function so nothing is read for it.
 */
export async function sendDownload(
  res: Response,
  body: Readable | (() => Readable),
  file: DownloadFile,
  req?: Request,
): Promise<void> {
  res.status(200);
  setDownloadHeaders(res, file);
  res.setHeader('Accept-Ranges', 'none');
  if (file.size !== undefined) announceLength(res, file.size);
  if (req?.method === 'HEAD') {
    if (typeof body !== 'function') body.destroy();
    res.end();
    return;
  }
  await sendBody(res, typeof body === 'function' ? body() : body);
}

/** A stored object served as a download: its size and validators are known, any byte range can be read. */
export interface StoredDownload extends DownloadFile {
  size: number;
  /** The strong ETag, quoted (`"…"`). */
  etag?: string;
  lastModified?: Date;
  open(range?: { start: number; end: number }): Promise<Readable>;
}

function setValidators(res: Response, file: StoredDownload): void {
  res.setHeader('Accept-Ranges', 'bytes');
  if (file.etag) res.setHeader('ETag', file.etag);
  if (file.lastModified) res.setHeader('Last-Modified', file.lastModified.toUTCString());
}

/** The answer a request gets for a stored download: a range only while If-Range (if any) still holds. */
export function storedDownloadAnswer(req: Request, file: StoredDownload): RangeAnswer {
  const ifRange = req.headers['if-range'];
  if (!ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, file)) return { kind: 'whole' };
  return rangeAnswer(req.headers.range, file.size);
}

/** Whether an answer hands out the file's first byte: what counts as a download in the activity log. */
export function startsTheFile(answer: RangeAnswer): boolean {
  return answer.kind === 'whole' || (answer.kind === 'partial' && answer.start === 0);
}

/**
 * Serves a stored object with `Content-Length`, `Accept-Ranges: bytes`, its ETag and Last-Modified: one range
 * is 206 with `Content-Range`, a range past the end 416, an If-Range that no longer holds the whole file (200).
 * The body is opened before any header is set; then `beforeBody` runs (the download is recorded) for a GET
 * that includes the first byte, before any byte is sent; HEAD gets the headers alone and reads nothing.
 */
export async function sendStoredDownload(
  req: Request,
  res: Response,
  file: StoredDownload,
  beforeBody: () => Promise<void>,
): Promise<void> {
  const answer = storedDownloadAnswer(req, file);
  if (answer.kind === 'unsatisfiable') {
    setValidators(res, file);
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end();
    return;
  }
  const head = req.method === 'HEAD';
  // Opened before any header is set, recorded once it opened: a file gone from storage answers a plain error.
  const range = answer.kind === 'partial' ? { start: answer.start, end: answer.end } : undefined;
  const body = head ? null : await file.open(range);
  if (body && startsTheFile(answer)) {
    try {
      await beforeBody();
    } catch (error) {
      body.destroy();
      throw error;
    }
  }
  setDownloadHeaders(res, file);
  setValidators(res, file);
  if (answer.kind === 'partial') {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${answer.start}-${answer.end}/${file.size}`);
    announceLength(res, answer.end - answer.start + 1);
  } else {
    res.status(200);
    announceLength(res, file.size);
  }
  if (!body) {
    res.end();
    return;
  }
  await sendBody(res, body);
}
