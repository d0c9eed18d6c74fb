import type { IncomingMessage } from 'node:http';
import { Client } from 'minio';
import { pipeline, Readable } from 'node:stream';
import { resolveByteRange } from '../byte-range';
import { attachmentDisposition } from '../content-disposition';
import { InvalidObjectKeyError, ObjectChangedError, ObjectNotFoundError } from '../errors';
import { assertValidObjectKey, assertValidPrefix } from '../object-key';
import type {
  ExpectedObject,
  GetObjectOptions,
  ListedObject,
  ObjectStat,
  ObjectStorage,
  PresignedGetOptions,
  PutObjectOptions,
  PutObjectResult,
} from '../object-storage';
import { isPackSlice, packRead, parsePackSlice, refuseSliceWrite, sliceStat } from '../pack-slices';
import { markingFailures, reportTo, type StorageState } from '../storage-failures';
import { chunksOfSize, StreamMeter } from '../stream-meter';
import { isBucketAlreadyThere, isS3InvalidRange, isS3NotFound } from './s3-errors';
import { rangeAnswered } from './range-answered';
import { parseS3Endpoint, type S3Connection } from './s3-endpoint';
import { sseHeaders, type ServerSideEncryption } from './server-side-encryption';
import { putSmallObject, uploadInParts } from './upload-in-parts';

export interface S3ObjectStorageOptions {
  /** `http(s)://host[:port]` or `host[:port]`. */
  endpoint: string;
  /** Defaults to the endpoint URL's scheme (https: on), or off for a bare host. */
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /**
   * `http(s)://host[:port]` browsers reach the same S3 at (when `endpoint` is cluster-internal): presigned links
   * are signed for this host. Default: `endpoint`.
   */
  publicEndpoint?: string;
  /** Bytes held in memory per upload; S3 requires at least 5 MiB for all but the last part. */
  partSizeBytes?: number;
  /** S3_SSE and S3_SSE_KMS_KEY_ID: asked for on every object written. Default none. */
  serverSideEncryption?: ServerSideEncryption;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const PACK_BYTES = 4 * 1024 * 1024;
const DELETE_BATCH = 1000;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Object storage on any S3-compatible server through the minio client. */
export class S3ObjectStorage implements ObjectStorage {
  private readonly client: Client;
  /** Presigns links for the host browsers use; signing is offline (the region is given, never looked up). */
  private readonly linkClient: Client;
  private readonly bucket: string;
  private readonly partSize: number;

  /**
   * Decks of a chunk stored together up to 4 MiB (one PUT: within a part): a request costs S3 about what a
   * 140 KB deck's bytes do (bench:batch, session 60: the S3 stand-in's CPU a row 1.06-1.15 ms with packs of
   * 4 MiB against 1.69-2.23 with an object a deck, the batch ZIP 95-104 MB/s against 53-57).
   */
  get packBytes(): number {
    return Math.min(PACK_BYTES, this.partSize);
  }
  private state: StorageState | undefined;

  constructor(private readonly options: S3ObjectStorageOptions) {
    this.client = this.clientFor(parseS3Endpoint(options.endpoint, options.useSSL));
    this.linkClient = options.publicEndpoint
      ? this.clientFor(parseS3Endpoint(options.publicEndpoint))
      : this.client;
    this.bucket = options.bucket;
    this.partSize = options.partSizeBytes ?? DEFAULT_PART_SIZE;
  }

  /** Tells `state` when the store's calls find it away, and when one is answered again. */
  watchState(state: StorageState): void {
    this.state = state;
  }

  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.options.region);
    } catch (error) {
      // Another process starting at the same moment may have created it first.
      if (!isBucketAlreadyThere(error)) throw error;
    }
  }

  async putStream(key: string, stream: Readable, options: PutObjectOptions): Promise<PutObjectResult> {
    assertValidObjectKey(key);
    refuseSliceWrite(key);
    const meter = new StreamMeter(options.size);
    // pipeline() forwards a source failure into the meter, which ends the upload with that error.
    const metered = pipeline(stream, meter, () => undefined);
    const target = { client: this.client, bucket: this.bucket, key, contentType: options.contentType };
    try {
      const sse = sseHeaders(this.options.serverSideEncryption);
      const etag = await uploadInParts({ ...target, partSize: this.partSize, sseHeaders: sse }, metered);
      return { size: meter.size, etag };
    } catch (error) {
      // Stop reading the source (an upload request, say) once S3 has refused a part.
      metered.destroy();
      throw error;
    }
  }

  putChunks(key: string, chunks: Iterable<Uint8Array>, options: PutObjectOptions): Promise<PutObjectResult> {
    if (options.size !== undefined && options.size <= this.partSize) {
      return this.putOnePart(key, chunks, options.size, options.contentType);
    }
    // The upload sends parts as they fill, as for any stream.
    return this.putStream(key, Readable.from(chunks, { objectMode: false }), options);
  }

  /**
   * An object of a known size that fits one part (every deck but the largest): joined once and sent with one
   * PUT, without the stream, meter and regrouping a stream's upload needs (on a 140 KB deck they cost a render
   * worker about 3% of its thread, and the deck was copied twice).
   */
  private async putOnePart(
    key: string,
    chunks: Iterable<Uint8Array>,
    size: number,
    contentType: string,
  ): Promise<PutObjectResult> {
    assertValidObjectKey(key);
    refuseSliceWrite(key);
    const pieces = chunksOfSize(chunks, size);
    const only = pieces.length === 1 ? pieces[0] : undefined;
    const payload = only
      ? Buffer.from(only.buffer, only.byteOffset, only.byteLength)
      : Buffer.concat(pieces, size);
    const sse = sseHeaders(this.options.serverSideEncryption);
    const etag = await putSmallObject(
      { client: this.client, bucket: this.bucket, key, contentType, sseHeaders: sse },
      payload,
    );
    return { size, etag };
  }

  async getStream(key: string, options: GetObjectOptions = {}): Promise<Readable> {
    assertValidObjectKey(key);
    const slice = parsePackSlice(key);
    if (slice) return this.getStream(slice.packKey, packRead(key, slice, options));
    const { range, expect } = options;
    try {
      if (!range) return checked(key, await this.client.getObject(this.bucket, key), expect);
      const size = expect?.size ?? (await this.stat(key))?.size;
      if (size === undefined) throw new ObjectNotFoundError(key);
      const { start, end } = resolveByteRange(range, size);
      const body = await this.client.getPartialObject(this.bucket, key, start, end - start + 1);
      // An object of another size says so first (ObjectChangedError), then the bytes answered are checked.
      return rangeAnswered(key, checked(key, body, expect), start, end);
    } catch (error) {
      if (isS3NotFound(error)) throw new ObjectNotFoundError(key);
      // A range resolved against the expected size that S3 finds past the end: the object shrank.
      if (expect && isS3InvalidRange(error)) throw new ObjectChangedError(key, 'the range is past its end');
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertValidObjectKey(key);
    const slice = parsePackSlice(key);
    if (slice) return sliceStat(slice, await this.stat(slice.packKey));
    try {
      const info = await this.client.statObject(this.bucket, key);
      const contentType = info.metaData['content-type'];
      return {
        size: info.size,
        lastModified: info.lastModified,
        etag: info.etag,
        contentType: typeof contentType === 'string' ? contentType : DEFAULT_CONTENT_TYPE,
      };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    refuseSliceWrite(key);
    await this.client.removeObject(this.bucket, key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    let batch: string[] = [];
    let deleted = 0;
    const flush = async () => {
      const results = await this.client.removeObjects(this.bucket, batch);
      const failure = results.find((result) => result?.Error);
      if (failure?.Error) {
        throw new Error(
          `Could not delete "${failure.Error.Key}": ${failure.Error.Code} ${failure.Error.Message}`,
        );
      }
      deleted += batch.length;
      batch = [];
    };
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (!item.name) continue;
      batch.push(item.name);
      if (batch.length === DELETE_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return deleted;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertValidPrefix(prefix);
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (item.name) yield { key: item.name, lastModified: item.lastModified ?? new Date(0) };
    }
  }

  async presignedGetUrl(key: string, options: PresignedGetOptions): Promise<string> {
    assertValidObjectKey(key);
    // A presigned URL gives the whole object: the pack's other decks with it. A slice is streamed instead.
    if (isPackSlice(key)) throw new InvalidObjectKeyError(key, 'a slice of a pack has no presigned URL');
    const responseHeaders: Record<string, string> = {};
    if (options.downloadName) {
      responseHeaders['response-content-disposition'] = attachmentDisposition(options.downloadName);
    }
    return this.linkClient.presignedGetObject(this.bucket, key, options.expiresSeconds, responseHeaders);
  }

  /** Its failed calls say they were storage's, so a refused connection is answered as storage being away. */
  private clientFor(connection: S3Connection): Client {
    return markingFailures(
      new Client({
        ...connection,
        accessKey: this.options.accessKey,
        secretKey: this.options.secretKey,
        region: this.options.region,
        pathStyle: true,
      }),
      (outcome) => reportTo(this.state, outcome),
    );
  }
}

/**
 * A GET's body, once its own headers show the object expected (the whole length, or the total of a
 * Content-Range, and the ETag): a GET does not pin the object a stat saw, and it may have been replaced since.
 */
function checked(key: string, body: Readable, expect: ExpectedObject | undefined): Readable {
  if (!expect) return body;
  const headers = (body as Partial<IncomingMessage>).headers ?? {};
  const range = /\/(\d+)\s*$/.exec(headers['content-range'] ?? '');
  // A response without its length (chunked, from some S3-compatible servers) leaves the size unknown: the
  // reader still counts the bytes it gets (a batch ZIP checks each deck against its recorded size).
  const sizeHeader = range ? range[1] : headers['content-length'];
  const size = sizeHeader === undefined ? expect.size : Number(sizeHeader);
  const etag = headers.etag?.replace(/"/g, '');
  let reason: string | null = null;
  if (size !== expect.size) reason = `it has ${size} bytes, ${expect.size} were expected`;
  else if (expect.etag !== undefined && etag !== undefined && etag !== expect.etag.replace(/"/g, '')) {
    reason = `its ETag is ${etag}, ${expect.etag} was expected`;
  }
  if (reason === null) return body;
  body.destroy();
  throw new ObjectChangedError(key, reason);
}
