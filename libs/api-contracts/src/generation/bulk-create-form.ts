import type { DataEncoding, DataFileField, OutputFormat } from './data-options';
import type { BulkCreateFields } from './http';

/**
 * The data of a bulk_create or preflight form: a dataset of the user's, or the data file itself (`csv_file`
 * with the encoding the user chose, or `data_file`, which a JSON file travels as). Never both.
 */
export type BulkCreateData =
  | { readonly dataset_id: string }
  | { readonly csv_file: Blob; readonly data_encoding?: DataEncoding | undefined }
  | { readonly data_file: Blob };

/** Mail each deck to its row's recipient: all four fields or none (the confirmed count is the one shown). */
export interface BulkCreateDelivery {
  readonly deliver_to_column: string;
  readonly delivery_subject: string;
  readonly delivery_body: string;
  readonly delivery_reply_to?: string | undefined;
  readonly delivery_confirm_count: number;
  /** What each mail carries; absent: the files attached. */
  readonly delivery_content?: 'attachment' | 'link' | 'both' | undefined;
}

/** What preflight reads of bulk_create's form beside the data. An option left undefined is not sent. */
export interface CheckedFields {
  readonly template_id: number;
  /** Placeholder to column; a JSON file's fields match the tags by name and send none. */
  readonly data_mapping?: Readonly<Record<string, string>> | undefined;
  /** Section name to (field inside it to a column or key of the list's items). */
  readonly section_mapping?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  readonly group_by?: string | undefined;
  readonly locale?: string | undefined;
  readonly row_limit?: number | undefined;
  /** A .zip of the pictures the rows name. */
  readonly images_file?: Blob | undefined;
}

/** `POST /api/app/presentations/preflight`'s fields. */
export type PreflightRequest = BulkCreateData &
  CheckedFields & {
    /** false: leave pictures out of the check (no archive lookups, no URL fetches). */
    readonly check_pictures?: boolean | undefined;
  };

/** bulk_create's fields: preflight's and what only the batch uses (its name, file names, formats, mail). */
export type BulkCreateRequest = BulkCreateData &
  CheckedFields & {
    readonly name?: string | undefined;
    readonly file_name_pattern?: string | undefined;
    /** Repeated `presentation[formats]` fields; absent: pptx. */
    readonly formats?: readonly OutputFormat[] | undefined;
    readonly delivery?: BulkCreateDelivery | undefined;
    readonly sharing?: BulkCreateSharing | undefined;
  };

/** Personal links for the decks: on or off, with every link's defaults (docs/sharing.md). */
export interface BulkCreateSharing {
  readonly share_links: boolean;
  readonly share_expires_at?: string | undefined;
  readonly share_access?: 'view_only' | 'allow_download' | undefined;
  readonly share_gate?: 'none' | 'email' | 'email_match' | undefined;
  readonly share_gate_column?: string | undefined;
  /** E-mail the owner when a deck is viewed (docs/sharing.md, "Notices"). */
  readonly share_notify_email?: boolean | undefined;
  readonly share_key_column?: string | undefined;
  readonly share_draw_ahead?: boolean | undefined;
}

/** The multipart fields beside the schema's: the files and preflight's own switch. */
type FormFieldName = keyof BulkCreateFields | DataFileField | 'images_file' | 'check_pictures';

/** The one place the wizard's field names are spelt; the schema's keys keep them in step with the gateway. */
function field(name: FormFieldName): string {
  return `presentation[${name}]`;
}

function setText(form: FormData, name: FormFieldName, value: string | number | boolean | undefined): void {
  if (value !== undefined) form.set(field(name), String(value));
}

function setFile(form: FormData, name: FormFieldName, file: Blob | undefined): void {
  if (file !== undefined) form.set(field(name), file);
}

function setJson(form: FormData, name: FormFieldName, value: object | undefined): void {
  if (value !== undefined) form.set(field(name), JSON.stringify(value));
}

function writeChecked(form: FormData, request: BulkCreateData & CheckedFields): void {
  setText(form, 'template_id', request.template_id);
  if ('dataset_id' in request) setText(form, 'dataset_id', request.dataset_id);
  if ('csv_file' in request) {
    setFile(form, 'csv_file', request.csv_file);
    setText(form, 'data_encoding', request.data_encoding);
  }
  if ('data_file' in request) setFile(form, 'data_file', request.data_file);
  setJson(form, 'data_mapping', request.data_mapping);
  setJson(form, 'section_mapping', request.section_mapping);
  setText(form, 'group_by', request.group_by);
  setText(form, 'locale', request.locale);
  setText(form, 'row_limit', request.row_limit);
  setFile(form, 'images_file', request.images_file);
}

/** `POST /api/app/presentations/preflight`'s multipart body. */
export function preflightFormData(request: PreflightRequest): FormData {
  const form = new FormData();
  writeChecked(form, request);
  setText(form, 'check_pictures', request.check_pictures);
  return form;
}

/** `POST /api/app/presentations/bulk_create`'s multipart body. */
export function bulkCreateFormData(request: BulkCreateRequest): FormData {
  const form = new FormData();
  writeChecked(form, request);
  setText(form, 'name', request.name);
  setText(form, 'file_name_pattern', request.file_name_pattern);
  for (const format of request.formats ?? []) form.append(field('formats'), format);
  const { sharing } = request;
  if (sharing) {
    setText(form, 'share_links', sharing.share_links);
    setText(form, 'share_expires_at', sharing.share_expires_at);
    setText(form, 'share_access', sharing.share_access);
    setText(form, 'share_gate', sharing.share_gate);
    setText(form, 'share_gate_column', sharing.share_gate_column);
    setText(form, 'share_notify_email', sharing.share_notify_email);
    setText(form, 'share_key_column', sharing.share_key_column);
    setText(form, 'share_draw_ahead', sharing.share_draw_ahead);
  }
  const { delivery } = request;
  if (delivery) {
    setText(form, 'deliver_to_column', delivery.deliver_to_column);
    setText(form, 'delivery_subject', delivery.delivery_subject);
    setText(form, 'delivery_body', delivery.delivery_body);
    setText(form, 'delivery_reply_to', delivery.delivery_reply_to);
    setText(form, 'delivery_confirm_count', delivery.delivery_confirm_count);
    setText(form, 'delivery_content', delivery.delivery_content);
  }
  return form;
}
