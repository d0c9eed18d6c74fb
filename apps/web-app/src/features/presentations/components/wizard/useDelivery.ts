import { useMemo } from 'react';
import type { BulkCreateDelivery } from '@deckmill/api-contracts';
import type { DataPreview } from './dataPreview';
import {
  countRecipients,
  deckFields,
  recipientList,
  suggestAddressColumn,
  type RecipientCount,
} from './deliveryRecipients';
import type { Confirmation, DeliveryChoices } from './wizardState';

/** The column the addresses are read from: the user's choice while the file has it, else the suggestion. */
export function addressColumn(
  state: Pick<DeliveryChoices, 'column'>,
  headers: readonly string[],
  records: readonly Readonly<Record<string, string>>[],
): string {
  const { column } = state;
  if (column !== null && (column === '' || headers.includes(column))) return column;
  return suggestAddressColumn(headers, records);
}

/** What step 3 knows of the delivery: its column, recipients, and why Generate waits (null: it need not). */
export interface DeliveryPlan {
  readonly column: string;
  readonly recipients: RecipientCount;
  readonly holdBack: string | null;
  /** Whether "Send N e-mails" is ticked for this column, count and list of recipients. */
  readonly confirmed: boolean;
  /** What ticking "Send N e-mails" confirms now. */
  readonly confirmation: Confirmation;
}

export function deliveryPlan(
  state: Pick<DeliveryChoices, 'enabled' | 'confirmed'>,
  column: string,
  decks: readonly Readonly<Record<string, string>>[],
): DeliveryPlan {
  const recipients = column ? countRecipients(decks, column) : { mailed: 0, withoutAddress: decks.length };
  const confirmation = {
    column,
    count: recipients.mailed,
    recipients: column ? recipientList(decks, column) : '',
  };
  const confirmed =
    recipients.mailed > 0 &&
    state.confirmed?.column === column &&
    state.confirmed.count === recipients.mailed &&
    state.confirmed.recipients === confirmation.recipients;
  let holdBack: string | null = null;
  if (!state.enabled) holdBack = null;
  else if (!column) holdBack = 'Choose the column with the e-mail addresses.';
  else if (recipients.mailed === 0) holdBack = `No row has a valid e-mail address in ${column}.`;
  else if (!confirmed) holdBack = 'Confirm the e-mails to send.';
  return { column, recipients, holdBack, confirmed, confirmation };
}

/** The delivery fields of bulk_create when the user asked for the e-mails and confirmed them, else none. */
export function deliveryRequest(
  state: Pick<DeliveryChoices, 'enabled' | 'subject' | 'body' | 'replyTo'> &
    Partial<Pick<DeliveryChoices, 'content'>>,
  plan: DeliveryPlan | null,
): BulkCreateDelivery | undefined {
  if (!state.enabled || !plan || plan.holdBack !== null) return undefined;
  return {
    deliver_to_column: plan.column,
    delivery_subject: state.subject,
    delivery_body: state.body,
    delivery_reply_to: state.replyTo.trim() || undefined,
    delivery_confirm_count: plan.recipients.mailed,
    delivery_content: state.content && state.content !== 'attachment' ? state.content : undefined,
  };
}

/**
 * The delivery as step 3 shows it, from the whole file: the decks the batch will make (grouped and limited as
 * the wizard asks), the address column and the count. null while the option is off or not allowed.
 */
export function useDeliveryPlan(
  state: DeliveryChoices,
  preview: DataPreview | null,
  options: { groupBy: string | null; rowLimit: number | null; allowed: boolean },
): DeliveryPlan | null {
  const on = options.allowed && state.enabled && preview !== null;
  const groupBy = preview?.format === 'csv' ? options.groupBy : null;
  const decks = useMemo(
    () => (on && preview ? deckFields(preview.records, groupBy, options.rowLimit) : []),
    [on, preview, groupBy, options.rowLimit],
  );
  const column = on && preview ? addressColumn(state, preview.headers, preview.records) : '';
  const { enabled, confirmed } = state;
  return useMemo(
    () => (on ? deliveryPlan({ enabled, confirmed }, column, decks) : null),
    [on, enabled, confirmed, column, decks],
  );
}
