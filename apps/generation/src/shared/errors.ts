import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** The fields of a batch request, in generation's words (the gateway names them for the form). */
export type BatchField =
  | 'templateId'
  | 'dataFile'
  | 'dataMapping'
  | 'sectionMapping'
  | 'groupBy'
  | 'name'
  | 'fileNamePattern'
  | 'deliverToColumn'
  | 'deliveryReplyTo'
  | 'deliveryConfirmCount'
  | 'imagesFile';

const CODES: Record<BatchField, string> = {
  templateId: 'invalid_template',
  dataFile: 'invalid_data_file',
  dataMapping: 'invalid_data_mapping',
  sectionMapping: 'invalid_section_mapping',
  groupBy: 'invalid_group_by',
  name: 'invalid_name',
  fileNamePattern: 'invalid_file_name_pattern',
  deliverToColumn: 'invalid_deliver_to_column',
  deliveryReplyTo: 'invalid_delivery_reply_to',
  deliveryConfirmCount: 'invalid_delivery_confirm_count',
  imagesFile: 'invalid_images_file',
};

/** The generation service's errors, in the domain's words. */
export const GenerationErrors = {
  field(field: BatchField, message: string) {
    return new DomainException(DomainErrors.invalid(CODES[field], field, message));
  },
  notFound(what = 'Presentation') {
    const code = `${what.toLowerCase().replace(/\s+/g, '_')}_not_found`;
    return new DomainException(DomainErrors.notFound(code, `${what} not found.`));
  },
  /** The allowance cannot cover the data file's rows: billing's refusal, told by the data file. */
  allowanceExceeded(message: string, code: string) {
    return new DomainException(DomainErrors.limitReached(code, message, { fields: { dataFile: [message] } }));
  },
  unavailable(message: string) {
    return new DomainException(DomainErrors.unavailable('batch_not_stored', message));
  },
};
