import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import {
  DATA_ENCODING_JSON_MESSAGE,
  DataMappingTextSchema,
  DATASET_ENCODING_MESSAGE,
  DATA_FILE_TOO_LARGE_MESSAGE,
  DEFAULT_OUTPUT_FORMATS,
  MAX_BATCH_NAME_LENGTH,
  MAX_DATA_FILE_BYTES,
  V1CreateBatchFormSchema,
  V1CreateBatchJsonSchema,
  V1RunBatchFormSchema,
  V1RunBatchJsonSchema,
  SectionMappingTextSchema,
  type DataEncoding,
  type DataMapping,
  type SectionMapping,
} from '@deckmill/api-contracts';
import { z } from 'zod';
import { dataFormatOf, dataUploadKey, type DataFormat, type RpcRequest } from '@deckmill/bus-contracts';
import { cutText } from '@deckmill/csv/naming';
import { ApiError, parseInput } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { imagesArchiveFile, receiveMultipartForm } from '../../uploads';

/** The optional images archive's form field (and the key of its errors). */
export const IMAGES_FIELD = 'images_file';
const NO_DATA_MESSAGE = 'Send the data as a .csv or .json file in data_file, or a dataset_id.';

export type CreateBatchCall = Omit<RpcRequest<'generation.create-batch'>, 'actorId'>;

/** A create's data, stored where generation reads it, and the call; `dataField` keys the data's errors. */
export interface ReceivedBatch {
  readonly call: CreateBatchCall;
  readonly dataField: 'rows' | 'data_file' | 'dataset_id';
  /** Hex SHA-256 of what was asked (options and data): an Idempotency-Key is honoured for this request only. */
  readonly fingerprint: string;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

interface Options {
  readonly templateId: number;
  readonly mapping: DataMapping | null;
  readonly sectionMapping: SectionMapping | undefined;
  readonly groupBy: string | undefined;
  readonly dataEncoding?: DataEncoding | undefined;
  readonly namePattern: string | undefined;
  readonly locale: RpcRequest<'generation.create-batch'>['locale'];
  readonly name: string | undefined;
  readonly formats: CreateBatchCall['formats'] | undefined;
  readonly delivery: CreateBatchCall['delivery'];
  readonly sharing: CreateBatchCall['sharing'];
}

/** The `share_*` options as generation's sharing settings; none sent: the plan's default. */
function sharing(input: {
  share_links?: boolean | undefined;
  share_expires_at?: string | undefined;
  share_access?: 'view_only' | 'allow_download' | undefined;
  share_gate?: 'none' | 'email' | 'email_match' | undefined;
  share_gate_column?: string | undefined;
  share_key_column?: string | undefined;
  share_draw_ahead?: boolean | undefined;
  share_notify_email?: boolean | undefined;
}): CreateBatchCall['sharing'] {
  const settings = {
    ...(input.share_links === undefined ? {} : { enabled: input.share_links }),
    ...(input.share_expires_at ? { expiresAt: input.share_expires_at } : {}),
    ...(input.share_access ? { access: input.share_access } : {}),
    ...(input.share_gate ? { gate: input.share_gate } : {}),
    ...(input.share_gate_column ? { gateColumn: input.share_gate_column } : {}),
    ...(input.share_key_column ? { keyColumn: input.share_key_column } : {}),
    ...(input.share_draw_ahead === undefined ? {} : { drawAhead: input.share_draw_ahead }),
    ...(input.share_notify_email === undefined ? {} : { notifyByEmail: input.share_notify_email }),
  };
  return Object.keys(settings).length === 0 ? undefined : settings;
}

const isTrue = (text: 'true' | 'false' | undefined) => (text === undefined ? undefined : text === 'true');

/** `deliver_to_column` and its mail; the API call is the confirmation, so no count is asked. */
function delivery(
  column: string | undefined,
  mail: {
    subject?: string | undefined;
    body?: string | undefined;
    replyTo?: string | undefined;
    content?: 'attachment' | 'link' | 'both' | undefined;
  },
): CreateBatchCall['delivery'] {
  if (!column) return null;
  return {
    column,
    subject: mail.subject ?? null,
    body: mail.body ?? null,
    replyTo: mail.replyTo ?? null,
    confirmCount: null,
    ...(mail.content ? { content: mail.content } : {}),
  };
}

/** A form's mappings, JSON text, read into their objects here; a problem is the field's (`mapping`). */
function formMappings(input: { mapping?: string | undefined; section_mapping?: string | undefined }) {
  const read = parseInput(FormMappingsSchema, input);
  return { mapping: read.mapping ?? null, sectionMapping: read.section_mapping };
}

const FormMappingsSchema = z.object({
  mapping: DataMappingTextSchema.optional(),
  section_mapping: SectionMappingTextSchema.optional(),
});

/** Where a create's data is: a file stored for generation to read once, or a dataset of the caller's. */
type BatchData = { readonly dataFileKey: string } | { readonly datasetId: string };

function call(
  data: BatchData,
  format: DataFormat,
  options: Options,
  imagesKey?: string,
  dataFileName?: string,
): CreateBatchCall {
  return {
    ...(imagesKey === undefined ? {} : { imagesKey }),
    ...(dataFileName ? { dataFileName: cutText(dataFileName, MAX_BATCH_NAME_LENGTH) } : {}),
    templateId: options.templateId,
    ...data,
    dataMapping: options.mapping,
    ...(options.sectionMapping === undefined ? {} : { sectionMapping: options.sectionMapping }),
    dataFormat: format,
    ...(options.dataEncoding ? { dataEncoding: options.dataEncoding } : {}),
    groupBy: options.groupBy ?? null,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
    name: options.name ?? null,
    fileNamePattern: options.namePattern ?? null,
    formats: options.formats ?? [...DEFAULT_OUTPUT_FORMATS],
    ...(options.delivery ? { delivery: options.delivery } : {}),
    ...(options.sharing ? { sharing: options.sharing } : {}),
  };
}

/**
 * JSON rows become the JSON data file bulk_create reads: the same checks, the same path through generation.
 * No images archive comes with JSON: its image values are data: URIs or https URLs.
 */
export async function receiveJsonBatch(body: unknown, storage: ObjectStorage): Promise<ReceivedBatch> {
  const input = parseInput(V1CreateBatchJsonSchema, body);
  if (input.rows !== undefined && input.dataset_id !== undefined) {
    throw ApiError.field('dataset_id', 'Send either rows or a dataset_id, not both.');
  }
  let data: BatchData;
  if (input.dataset_id !== undefined) {
    data = { datasetId: input.dataset_id };
  } else if (input.rows !== undefined) {
    const key = dataUploadKey(randomUUID(), 'json');
    const text = JSON.stringify(input.rows);
    await storage.putStream(key, Readable.from([Buffer.from(text)]), { contentType: 'application/json' });
    data = { dataFileKey: key };
  } else {
    throw ApiError.field('rows', 'Send the rows, or the dataset_id of a dataset you uploaded.');
  }
  const options: Options = {
    templateId: input.template_id,
    mapping: input.mapping ?? null,
    sectionMapping: input.section_mapping,
    groupBy: input.group_by,
    namePattern: input.name_pattern,
    locale: input.locale,
    name: input.name,
    formats: input.formats,
    delivery: delivery(input.deliver_to_column, {
      subject: input.delivery?.subject,
      body: input.delivery?.body,
      replyTo: input.delivery?.reply_to,
      content: input.delivery?.content,
    }),
    sharing: sharing(input),
  };
  const fingerprint = sha256(JSON.stringify(['json', input]));
  const dataField = 'datasetId' in data ? 'dataset_id' : 'rows';
  return { call: call(data, 'json', options), dataField, fingerprint };
}

/** The form's data: its file, else its dataset; neither is the missing file's 422. */
function formData(file: { readonly key: string } | null, datasetId: string | undefined): BatchData {
  if (file) return { dataFileKey: file.key };
  if (datasetId !== undefined) return { datasetId };
  throw ApiError.field('data_file', NO_DATA_MESSAGE);
}

/**
 * A multipart form: `data_file` (.csv or .json) and the optional `images_file` (.zip) streamed to
 * storage, the options as text fields.
 */
export async function receiveFormBatch(req: Request, storage: ObjectStorage): Promise<ReceivedBatch> {
  const form = await receiveMultipartForm(req, storage, {
    fileField: 'data_file',
    errorKey: 'data_file',
    maxBytes: MAX_DATA_FILE_BYTES,
    maxFieldBytes: 64 * 1024,
    contentType: 'text/csv',
    objectKey: (fileName) => dataUploadKey(randomUUID(), dataFormatOf(fileName)),
    messages: {
      noFile: NO_DATA_MESSAGE,
      tooLarge: DATA_FILE_TOO_LARGE_MESSAGE,
    },
    optionalFiles: [imagesArchiveFile(IMAGES_FIELD, IMAGES_FIELD)],
  });
  const { file } = form;
  const images = form.optionalFiles.get(IMAGES_FIELD);
  try {
    const input = parseInput(V1CreateBatchFormSchema, Object.fromEntries(form.fields));
    if (file && input.dataset_id !== undefined) {
      throw ApiError.field('dataset_id', 'Send either data_file or dataset_id, not both.');
    }
    const source = formData(file, input.dataset_id);
    if ('datasetId' in source && input.data_encoding) {
      throw ApiError.field('data_encoding', DATASET_ENCODING_MESSAGE);
    }
    const fileName = file?.fileName ?? '';
    if (input.data_encoding && dataFormatOf(fileName) === 'json') {
      throw ApiError.field('data_encoding', DATA_ENCODING_JSON_MESSAGE);
    }
    const options: Options = {
      templateId: input.template_id,
      ...formMappings(input),
      groupBy: input.group_by,
      dataEncoding: input.data_encoding,
      namePattern: input.name_pattern,
      locale: input.locale,
      name: input.name,
      formats: input.formats,
      delivery: delivery(input.deliver_to_column, {
        subject: input['delivery[subject]'],
        body: input['delivery[body]'],
        replyTo: input['delivery[reply_to]'],
        content: input['delivery[content]'],
      }),
      sharing: sharing({
        ...input,
        share_links: isTrue(input.share_links),
        share_draw_ahead: isTrue(input.share_draw_ahead),
        share_notify_email: isTrue(input.share_notify_email),
      }),
    };
    const fields = [...form.fields].sort(([a], [b]) => a.localeCompare(b));
    // The archive counts too: the same key with other pictures is another request.
    const archive = images ? [images.fileName, images.sha256] : [];
    const data = file ? [file.fileName, file.sha256] : [];
    const fingerprint = sha256(JSON.stringify(['form', fields, ...data, ...archive]));
    return {
      call: call(source, dataFormatOf(fileName), options, images?.key, fileName),
      dataField: file ? 'data_file' : 'dataset_id',
      fingerprint,
    };
  } catch (error) {
    if (file) await storage.delete(file.key);
    if (images) await storage.delete(images.key);
    throw error;
  }
}

export type RunAgainCall = Omit<RpcRequest<'generation.run-again'>, 'actorId' | 'batchId'>;

/** A run's data, stored where generation reads it, and the call; `dataField` keys the data's errors. */
export interface ReceivedRun {
  readonly call: RunAgainCall;
  readonly dataField: 'data_file' | 'dataset_id';
  readonly fingerprint: string;
}

/**
 * POST /api/v1/batches/{id}/runs as JSON: a dataset of the caller's. The fingerprint names the batch: one key
 * sent to another batch's runs is another request (409), never that batch's run replayed.
 */
export function receiveJsonRun(batchId: string, body: unknown): ReceivedRun {
  const input = parseInput(V1RunBatchJsonSchema, body);
  return {
    call: { datasetId: input.dataset_id },
    dataField: 'dataset_id',
    fingerprint: sha256(JSON.stringify(['run', batchId, 'json', input])),
  };
}

/** POST /api/v1/batches/{id}/runs as a multipart form: `data_file` (.csv or .json) or `dataset_id`. */
export async function receiveFormRun(
  batchId: string,
  req: Request,
  storage: ObjectStorage,
): Promise<ReceivedRun> {
  const form = await receiveMultipartForm(req, storage, {
    fileField: 'data_file',
    errorKey: 'data_file',
    maxBytes: MAX_DATA_FILE_BYTES,
    maxFieldBytes: 1024,
    contentType: 'text/csv',
    objectKey: (fileName) => dataUploadKey(randomUUID(), dataFormatOf(fileName)),
    messages: { noFile: NO_DATA_MESSAGE, tooLarge: DATA_FILE_TOO_LARGE_MESSAGE },
  });
  const { file } = form;
  try {
    const input = parseInput(V1RunBatchFormSchema, Object.fromEntries(form.fields));
    if (file && input.dataset_id !== undefined) {
      throw ApiError.field('dataset_id', 'Send either data_file or dataset_id, not both.');
    }
    const source = formData(file, input.dataset_id);
    const format = dataFormatOf(file?.fileName ?? '');
    if (input.data_encoding && ('datasetId' in source || format === 'json')) {
      throw ApiError.field(
        'data_encoding',
        'datasetId' in source ? DATASET_ENCODING_MESSAGE : DATA_ENCODING_JSON_MESSAGE,
      );
    }
    const fields = [...form.fields].sort(([a], [b]) => a.localeCompare(b));
    const data = file ? [file.fileName, file.sha256] : [];
    return {
      call: {
        ...source,
        ...(file ? { dataFormat: format, dataFileName: cutText(file.fileName, MAX_BATCH_NAME_LENGTH) } : {}),
        ...(input.data_encoding ? { dataEncoding: input.data_encoding } : {}),
      },
      dataField: file ? 'data_file' : 'dataset_id',
      fingerprint: sha256(JSON.stringify(['run', batchId, 'form', fields, ...data])),
    };
  } catch (error) {
    if (file) await storage.delete(file.key);
    throw error;
  }
}
