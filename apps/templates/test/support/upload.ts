import type { TemplateDetail, TemplateListItem } from '@deckmill/contracts';
import type { TestClient, TestResponse } from '@deckmill/server-harness';

export interface UploadFields {
  name?: string;
  teamId?: number | string;
}

type UploadAnswer = TemplateListItem & { error?: string; errors?: Record<string, string[]> };

/** POST /api/app/templates as the upload page sends it (multipart, spec field names). */
export function uploadTemplate(
  client: TestClient,
  bytes: Buffer,
  fileName: string,
  fields: UploadFields = {},
): Promise<TestResponse<UploadAnswer>> {
  const form = new FormData();
  if (fields.name !== undefined) form.append('template[name]', fields.name);
  if (fields.teamId !== undefined) form.append('template[team_id]', String(fields.teamId));
  form.append('template[file]', new Blob([new Uint8Array(bytes)]), fileName);
  return client.post<UploadAnswer>('/api/app/templates', form);
}

/** `templates/<uuid>/`, read from the signed download link of a template's detail. */
export function storagePrefixOf(detail: TemplateDetail): string {
  const match = /templates\/[0-9a-f-]{36}\//.exec(decodeURIComponent(detail.file_url));
  if (!match) throw new Error(`no storage prefix in ${detail.file_url}`);
  return match[0];
}
