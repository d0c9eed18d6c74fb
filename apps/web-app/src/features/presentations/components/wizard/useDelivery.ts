import { useMemo, useState } from 'react';
import type { DataPreview } from './dataPreview';
import {
  countRecipients,
  deckFields,
  recipientList,
  suggestAddressColumn,
  type RecipientCount,
} from './deliveryRecipients';

export const DEFAULT_DELIVERY_SUBJECT = 'Your presentation';
export const DEFAULT_DELIVERY_BODY = 'Hello,\n\nHere is your presentation.\n\nBest regards';

/** Step 3's "E-mail each deck": off by default; the recipients' count must be confirmed to send. */
export function useDelivery() {
  const [enabled, setEnabled] = useState(false);
  /** null: not chosen, the column that looks like addresses is used. */
  const [column, setColumn] = useState<string | null>(null);
  const [subject, setSubject] = useState(DEFAULT_DELIVERY_SUBJECT);
  const [body, setBody] = useState(DEFAULT_DELIVERY_BODY);
  const [replyTo, setReplyTo] = useState('');
  /** What the user confirmed: another column or count (a row limit, another file) asks again. */
  const [confirmed, setConfirmed] = useState<Confirmation | null>(null);
  /** Another column is another list of recipients: confirm again. */
  const chooseColumn = (chosen: string) => {
    setColumn(chosen);
    setConfirmed(null);
  };
  return {
    enabled,
    setEnabled,
    column,
    chooseColumn,
    subject,
    setSubject,
    body,
    setBody,
    replyTo,
    setReplyTo,
    confirmed,
    setConfirmed,
  };
}

/** "Send N e-mails", ticked for these recipients (another grouping with the same count asks again). */
export interface Confirmation {
  readonly column: string;
  readonly count: number;
  readonly recipients: string;
}

export type DeliveryState = ReturnType<typeof useDelivery>;

/** The column the addresses are read from: the user's choice while the file has it, else the suggestion. */
export function addressColumn(
  state: Pick<DeliveryState, 'column'>,
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
  state: Pick<DeliveryState, 'enabled' | 'confirmed'>,
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

const DELIVERY_FIELDS = [
  'deliver_to_column',
  'delivery_subject',
  'delivery_body',
  'delivery_reply_to',
  'delivery_confirm_count',
] as const;

/** Adds the delivery fields to the bulk_create form when the user asked for the e-mails (and confirmed them). */
export function applyDelivery(
  form: FormData,
  state: Pick<DeliveryState, 'enabled' | 'subject' | 'body' | 'replyTo'>,
  plan: DeliveryPlan | null,
): FormData {
  for (const field of DELIVERY_FIELDS) form.delete(`presentation[${field}]`);
  if (!state.enabled || !plan || plan.holdBack !== null) return form;
  form.set('presentation[deliver_to_column]', plan.column);
  form.set('presentation[delivery_subject]', state.subject);
  form.set('presentation[delivery_body]', state.body);
  if (state.replyTo.trim()) form.set('presentation[delivery_reply_to]', state.replyTo.trim());
  form.set('presentation[delivery_confirm_count]', String(plan.recipients.mailed));
  return form;
}

/**
 * The delivery as step 3 shows it, from the whole file: the decks the batch will make (grouped and limited as
 * the wizard asks), the address column and the count. null while the option is off or not allowed.
 */
export function useDeliveryPlan(
  state: DeliveryState,
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
