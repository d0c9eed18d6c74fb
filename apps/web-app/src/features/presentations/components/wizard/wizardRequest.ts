import type { BulkCreateData, BulkCreateRequest, DataEncoding } from '@deckmill/api-contracts';
import { mappableColumns } from './dataOptions';
import { formatsOf } from './OutputSelect';
import { hasPictures } from './pictureValues';
import type { SectionMapping } from './sectionMapping';
import { sharingRequest } from './sharingChoices';
import { deliveryRequest, type DeliveryPlan } from './useDelivery';
import { isWorkbook } from './workbookFiles';
import type { DataFileChoice, DatasetUpload, WizardState } from './wizardState';

/**
 * The dataset's id once the upload is in, else the file itself: a CSV with the encoding chosen, a JSON file as
 * `data_file`. A workbook only ever travels as a dataset, so it waits for one (null).
 */
function dataOf(
  dataFile: DataFileChoice,
  dataset: DatasetUpload,
  format: 'csv' | 'json',
): BulkCreateData | null {
  if (dataset.status === 'ready') return { dataset_id: dataset.id };
  if (isWorkbook(dataFile.file.name)) return null;
  if (format === 'json') return { data_file: dataFile.file };
  // `satisfies`: every encoding the reader offers is one the API accepts.
  return {
    csv_file: dataFile.file,
    data_encoding: (dataFile.encoding satisfies DataEncoding | null) ?? undefined,
  };
}

/**
 * What the wizard sends to bulk_create (and, of it, to preflight), or null while it cannot send anything yet:
 * no template or data file, or a workbook still uploading. `sections` is the section mapping as step 3 shows
 * it; `plan` the delivery's (null while off).
 */
export function wizardRequest(
  state: WizardState,
  sections: Readonly<SectionMapping>,
  plan: DeliveryPlan | null,
): BulkCreateRequest | null {
  const { template, dataFile } = state;
  if (!template || !dataFile) return null;
  const format = state.preview?.format ?? 'csv';
  const data = dataOf(dataFile, state.dataset, format);
  if (!data) return null;
  return {
    ...data,
    template_id: template.id,
    data_mapping: format === 'json' ? undefined : mappableColumns(state.mapping, format, state.groupBy),
    section_mapping: Object.keys(sections).length > 0 ? sections : undefined,
    group_by: (format === 'csv' && state.groupBy) || undefined,
    locale: state.locale,
    row_limit: state.rowLimit ?? undefined,
    // Only a template with pictures reads the archive: one chosen for another template stays home.
    images_file: (hasPictures(template.structure) && state.images.file) || undefined,
    name: state.batchName.trim() || undefined,
    file_name_pattern: state.pattern,
    formats: formatsOf(state.output),
    delivery: deliveryRequest(state.delivery, plan),
    sharing: sharingRequest(state.sharing),
  };
}
