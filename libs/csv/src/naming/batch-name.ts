import { cutText } from './file-names';

/**
 * A batch's name when the user gave none: "Renewal Offer · q3-accounts · 2026-11-26", so a list of batches
 * made from one template tells them apart by their data and day (ISO date: read alike in every locale, sorts).
 * API v1 JSON rows have no file: "<template> · <date>". Cut to `maxLength` (the API's MAX_BATCH_NAME_LENGTH) on a character boundary. The
 * generation service names the batch with it; the wizard shows it in the empty name field (UTC's day both).
 */
export function defaultBatchName(
  template: string,
  dataFileName: string | undefined,
  now: Date,
  maxLength: number,
): string {
  const day = now.toISOString().slice(0, 10);
  // Without its extension: the batch's ZIP is named after the batch ("… · q3-accounts · ….zip", not "….csv ….zip").
  const file = dataFileName?.trim().replace(/\.(csv|tsv|txt|json|xlsx|xls|ods)$/i, '');
  return cutText([template, file, day].filter(Boolean).join(' · '), maxLength);
}
