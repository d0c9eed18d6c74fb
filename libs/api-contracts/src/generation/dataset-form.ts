import type { DatasetFields } from './datasets';

/**
 * `POST /api/app/datasets`'s (and `/api/v1/datasets`') multipart body: the file under its own name and the
 * choices it is read with; an absent choice is not sent (detected by the server).
 */
export function datasetFormData(file: Blob, fileName: string, fields: DatasetFields = {}): FormData {
  const form = new FormData();
  form.set('file', file, fileName);
  if (fields.encoding) form.set('encoding', fields.encoding);
  if (fields.sheet) form.set('sheet', fields.sheet);
  return form;
}
