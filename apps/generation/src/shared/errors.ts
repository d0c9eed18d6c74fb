import { BATCH_NOT_CANCELLABLE, DomainErrors } from '@deckmill/bus-contracts';
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
  /** Issue 16: a cancel for a batch that already finished (the code is the API's `batch_not_cancellable`). */
  notCancellable(status: string) {
    return new DomainException(
      DomainErrors.conflict(
        BATCH_NOT_CANCELLABLE,
        `This presentation is ${status} and can no longer be cancelled.`,
      ),
    );
  },
  /** A team member sees a shared batch, but only its owner may cancel it. */
  cancelForbidden() {
    return new DomainException(
      DomainErrors.forbidden(
        'batch_cancel_forbidden',
        'Only the person who started this presentation can cancel it.',
      ),
    );
  },
  unavailable(message: string) {
    return new DomainException(DomainErrors.unavailable('batch_not_stored', message));
  },
};
