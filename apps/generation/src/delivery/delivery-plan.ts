import { isMailAddress } from '@deckmill/bus-contracts';

/** What the sender wrote, before a row's fields fill it. */
export interface DeliveryMessage {
  readonly subject: string;
  readonly body: string;
}

/** One row's mail as stored at creation: `waiting` for its deck, or `skipped` with the reason. */
export interface PlannedDelivery {
  readonly row: number;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly status: 'waiting' | 'skipped';
  readonly detail: string | null;
}

export const DEFAULT_DELIVERY_SUBJECT = 'Your presentation {{file}}';
export const DEFAULT_DELIVERY_BODY = 'Hello,\n\nYour presentation is attached.\n';

const TAG = /\{\{\s*([^{}]+?)\s*\}\}/g;
const sameName = (name: string) => name.trim().toLowerCase();
/** A subject is one line: a value with a line break would start the mail's headers' next line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** The row's value for a field named `name` (case and surrounding spaces ignored), or undefined. */
export function fieldValue(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = sameName(name);
  const key = Object.keys(fields).find((candidate) => sameName(candidate) === wanted);
  return key === undefined ? undefined : fields[key];
}

/** `{{field}}` replaced by the row's value (unknown fields by nothing): plain text, escaped later for HTML. */
export function fillTemplate(text: string, fields: Readonly<Record<string, string>>): string {
  return text.replace(TAG, (_tag, name: string) => fieldValue(fields, name) ?? '');
}

/** Whether any row has the column (JSON objects may lack keys others have). */
export function hasColumn(rows: readonly Readonly<Record<string, string>>[], column: string): boolean {
  return rows.some((fields) => fieldValue(fields, column) !== undefined);
}

/**
 * Every row's mail: the recipient from the column, the subject and body filled with the row's fields and its
 * file name (`{{file}}`). A row without a valid address is skipped, saying why; its deck is still generated.
 */
export function planDeliveries(
  rows: readonly {
    readonly row: number;
    readonly fileName: string;
    readonly fields: Readonly<Record<string, string>>;
  }[],
  column: string,
  message: DeliveryMessage,
): PlannedDelivery[] {
  return rows.map(({ row, fileName, fields }) => {
    const values = { file: fileName.split('/').pop() ?? fileName, ...fields };
    const recipient = (fieldValue(fields, column) ?? '').trim();
    const valid = isMailAddress(recipient);
    return {
      row,
      recipient: recipient.slice(0, 320),
      subject: oneLine(fillTemplate(message.subject, values)).trim().slice(0, 300) || fileName,
      body: fillTemplate(message.body, values),
      status: valid ? 'waiting' : 'skipped',
      detail: valid
        ? null
        : recipient === ''
          ? `No address in "${column}".`
          : `"${recipient}" is not an e-mail address.`,
    };
  });
}

/** How many rows will be mailed: what the sender confirms. */
export function recipientCount(plan: readonly PlannedDelivery[]): number {
  return plan.filter((delivery) => delivery.status === 'waiting').length;
}

const HOUR_MS = 60 * 60_000;

/**
 * The rate limit's slots for `count` new mails of one account: at most `perHour` in any hour. `recent` holds the
 * account's latest slots (ascending, at least the last `perHour`); a mail over the limit waits for the hour after
 * the one `perHour` places before it, so excess mails are delayed, never dropped.
 */
export function rateSlots(recent: readonly Date[], count: number, now: Date, perHour: number): Date[] {
  const times = recent.map((slot) => slot.getTime());
  const slots: Date[] = [];
  for (let index = 0; index < count; index += 1) {
    const limiting = times.length >= perHour ? times[times.length - perHour] : undefined;
    const at = Math.max(now.getTime(), limiting === undefined ? 0 : limiting + HOUR_MS);
    times.push(at);
    slots.push(new Date(at));
  }
  return slots;
}
