import type { TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import type { TestClient, TestResponse } from '@deckmill/server-harness';

export interface UploadFields {
  name?: string;
  teamId?: number | string;
}

type UploadAnswer = TemplateListItem & { error?: string; errors?: Record<string, string[]> };

/** The multipart form the upload page sends (spec field names). */
export function templateForm(bytes: Buffer, fileName: string, fields: UploadFields = {}): FormData {
  const form = new FormData();
  if (fields.name !== undefined) form.append('template[name]', fields.name);
  if (fields.teamId !== undefined) form.append('template[team_id]', String(fields.teamId));
  form.append('template[file]', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

/** POST /api/app/templates with a form built beforehand. */
export function postTemplateForm(client: TestClient, form: FormData): Promise<TestResponse<UploadAnswer>> {
  return client.post<UploadAnswer>('/api/app/templates', form);
}

/** POST /api/app/templates as the upload page sends it. */
export function uploadTemplate(
  client: TestClient,
  bytes: Buffer,
  fileName: string,
  fields: UploadFields = {},
): Promise<TestResponse<UploadAnswer>> {
  return postTemplateForm(client, templateForm(bytes, fileName, fields));
}

/**
 * `templates/<uuid>/`, read from the signed download link of a template's detail: the gateway's
 * `/api/links/<payload>.<sig>` carries the object key in its (readable, base64url JSON) payload.
 */
export function storagePrefixOf(detail: TemplateDetail): string {
  const token = /\/api\/links\/([\w-]+)\./.exec(detail.file_url)?.[1];
  const link = token ? Buffer.from(token, 'base64url').toString('utf8') : decodeURIComponent(detail.file_url);
  const match = /templates\/[0-9a-f-]{36}\//.exec(link);
  if (!match) throw new Error(`no storage prefix in ${detail.file_url}`);
  return match[0];
}
