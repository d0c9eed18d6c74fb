// Where uploads are stored between the gateway (which streams them) and the service that reads them:
// internal storage layout, never part of the public API.

/** Where the gateway streams an upload: every object of the template then lives under `templates/<uploadId>/`. */
export function templateSourceKey(uploadId: string): string {
  return `templates/${uploadId}/source.pptx`;
}

/** What a batch's data file is: a CSV (one deck per row, or per group of rows) or a JSON array of objects. */
export const DATA_FORMATS = ['csv', 'json'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

/** A JSON file is known by its name; everything else is read as CSV, as before. */
export function dataFormatOf(fileName: string): DataFormat {
  return /\.json$/i.test(fileName.trim()) ? 'json' : 'csv';
}

/** Where the gateway streams a data upload before generation reads it (CSV keys as before). */
export function dataUploadKey(uploadId: string, format: DataFormat): string {
  return format === 'json' ? `uploads/data/${uploadId}.json` : `uploads/csv/${uploadId}.csv`;
}

/** Where the gateway streams a batch's images archive before generation reads it. */
export function imagesUploadKey(uploadId: string): string {
  return `uploads/images/${uploadId}.zip`;
}
