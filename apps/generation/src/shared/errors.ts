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
  | 'deliveryContent'
  | 'imagesFile'
  | 'dataEncoding'
  | 'sheet';

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
  deliveryContent: 'invalid_delivery_content',
  imagesFile: 'invalid_images_file',
  dataEncoding: 'invalid_data_encoding',
  sheet: 'invalid_sheet',
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
  /** A cancel for a batch that already finished (the code is the API's `batch_not_cancellable`). */
  notCancellable(status: string) {
    return new DomainException(
      DomainErrors.conflict(
        BATCH_NOT_CANCELLABLE,
        `This presentation is ${status} and can no longer be cancelled.`,
      ),
    );
  },
  /** A team member sees a shared batch, but only its owner may run it again. */
  runForbidden() {
    return new DomainException(
      DomainErrors.forbidden(
        'batch_run_forbidden',
        'Only the person who started this presentation can run it again.',
      ),
    );
  },
  /** A batch still rendering is run again once it has finished. */
  runNotFinished() {
    return new DomainException(
      DomainErrors.conflict(
        'batch_not_finished',
        'This presentation is still being generated. Run it again once it has finished.',
      ),
    );
  },
  /** A batch made before its mappings were kept cannot be run again as it was. */
  notRerunnable() {
    return new DomainException(
      DomainErrors.conflict(
        'batch_not_rerunnable',
        'This presentation was made before runs were kept. Create a new presentation with the new data.',
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
  /** The batch's decks were deleted (expired under the plan, or at the owner's request). */
  decksDeleted(deletedAt: Date, reason: 'requested' | 'expired' | null) {
    const day = deletedAt.toISOString().slice(0, 10);
    const why = reason === 'expired' ? 'expired and were deleted' : 'were deleted';
    return new DomainException(
      DomainErrors.gone(
        'decks_deleted',
        `The files of this presentation ${why} on ${day}. Generate the presentation again to get them back.`,
      ),
    );
  },
  /** A team member sees a shared batch, but only its owner may delete its decks. */
  deleteDecksForbidden() {
    return new DomainException(
      DomainErrors.forbidden(
        'batch_delete_decks_forbidden',
        'Only the person who started this presentation can delete its files.',
      ),
    );
  },
  /** A team member sees a shared batch, but only its owner may delete it. */
  deleteBatchForbidden() {
    return new DomainException(
      DomainErrors.forbidden(
        'batch_delete_forbidden',
        'Only the person who started this presentation can delete it.',
      ),
    );
  },
  /** A batch still rendering keeps its decks: delete them once it has finished (or cancel it first). */
  decksNotFinished() {
    return new DomainException(
      DomainErrors.conflict(
        'batch_not_finished',
        'This presentation is still being generated. Cancel it or wait until it finishes.',
      ),
    );
  },
  unavailable(message: string) {
    return new DomainException(DomainErrors.unavailable('batch_not_stored', message));
  },
};
