import type { ActivityActionName, ActivityEntryResponse } from '@deckmill/api-contracts';

type Wording = (what: string, entry: ActivityEntryResponse) => string;

/** A detail as text, whichever spelling the trail used (`row_number` or `rowNumber`); null when absent. */
function detail(entry: ActivityEntryResponse, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = entry.details[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

function roleChange(entry: ActivityEntryResponse): string {
  const from = detail(entry, 'from', 'from_role', 'fromRole');
  const to = detail(entry, 'to', 'to_role', 'toRole', 'role');
  if (from && to) return ` from ${from} to ${to}`;
  return to ? ` to ${to}` : '';
}

/** "deck 3" when the entry names the row, else "a deck". */
function deck(entry: ActivityEntryResponse): string {
  const row = detail(entry, 'row_number', 'rowNumber', 'row');
  return row ? `deck ${row}` : 'a deck';
}

/** Each action in the words of the person reading their trail; `what` is the target's label (or its id). */
const WORDING: Record<ActivityActionName, Wording> = {
  'user.registered': () => 'Created the account',
  'user.confirmed': () => 'Confirmed the email address',
  'user.updated': () => 'Updated the profile',
  'user.deleted': () => 'Deleted the account',
  'user.updated_by_operator': (what) => `An operator changed the account ${what}`,
  'user.deleted_by_operator': (what) => `An operator deleted the account ${what}`,
  'account.exported': () => 'Downloaded a data export',
  'session.signed_in': () => 'Signed in',
  'session.failed_sign_in': () => 'Failed sign-in attempt',
  'session.signed_out': () => 'Signed out',
  'api_key.created': (what) => `Created API key "${what}"`,
  'api_key.revoked': (what) => `Revoked API key "${what}"`,
  'team.created': (what) => `Created team ${what}`,
  'team.deleted': (what) => `Deleted team ${what}`,
  'member.invited': (what) => `Invited ${what}`,
  'member.added': (what) => `${what} joined the team`,
  'member.role_changed': (what, entry) => `Changed the role of ${what}${roleChange(entry)}`,
  'member.removed': (what) => `Removed ${what} from the team`,
  'template.uploaded': (what) => `Uploaded template ${what}`,
  'template.downloaded': (what) => `Downloaded template ${what}`,
  'template.deleted': (what) => `Deleted template ${what}`,
  'batch.created': (what) => `Created batch ${what}`,
  'batch.completed': (what) => `Batch ${what} finished`,
  'batch.failed': (what) => `Batch ${what} failed`,
  'batch.cancelled': (what) => `Cancelled batch ${what}`,
  'batch.downloaded': (what) => `Downloaded the decks of ${what}`,
  'batch.delivered': (what) => `Emailed the decks of ${what}`,
  'batch.decks_deleted': (what) => `Deleted the decks of ${what}`,
  'batch.deleted': (what) => `Deleted batch ${what}`,
  'deck.downloaded': (what, entry) => `Downloaded ${deck(entry)} of ${what}`,
  'deck.delivery_failed': (what, entry) => `Could not email ${deck(entry)} of ${what}`,
  'plan.changed': (_what, entry) => {
    const to = detail(entry, 'to', 'to_tier', 'toTier', 'plan');
    return to ? `Changed the plan to ${to}` : 'Changed the plan';
  },
};

/** "Signed in", "Downloaded deck 3 of Q4 batch": one entry as a sentence (an unknown action as its name). */
export function describeActivity(entry: ActivityEntryResponse): string {
  const wording = (WORDING as Record<string, Wording | undefined>)[entry.action];
  const what = entry.target.label ?? entry.target.id;
  return wording ? wording(what, entry) : entry.action;
}
