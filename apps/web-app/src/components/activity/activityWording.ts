import type { ActivityActionName, ActivityEntryResponse } from '@deckmill/api-contracts';

/** `name` is the target's label, or its id when that is a name a person reads (a template's number). */
type Wording = (name: string | null, entry: ActivityEntryResponse) => string;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A detail as text (the trail stores camelCase keys: rowNumber, previousRole, previousTier); null when absent. */
function detail(entry: ActivityEntryResponse, key: string): string | null {
  const value = entry.details[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The label; else the id unless it holds a UUID (a batch, a member, a deck's `<batch>:<row>`), never shown. */
function nameOf(entry: ActivityEntryResponse): string | null {
  if (entry.target.label) return entry.target.label;
  return UUID.test(entry.target.id) ? null : entry.target.id;
}

/** " from member to admin", " to admin", or nothing. */
function change(entry: ActivityEntryResponse, toKey: string, fromKey: string): string {
  const to = detail(entry, toKey);
  const from = detail(entry, fromKey);
  if (from && to && from !== to) return ` from ${from} to ${to}`;
  return to ? ` to ${to}` : '';
}

const FORMATS: Record<string, string> = {
  zip: ' (PowerPoint and PDF)',
  pptx_zip: ' (PowerPoint)',
  pdf_zip: ' (PDF)',
  pptx: ' (PowerPoint)',
  pdf: ' (PDF)',
};
const VIAS: Record<string, string> = {
  api: ' through the API',
  mcp: ' through an AI assistant (MCP)',
  signed_link: ' through a shared link',
};

/** " (PDF) through the API": how a file left, from the entry's `format` and `via`. */
function how(entry: ActivityEntryResponse): string {
  return `${FORMATS[detail(entry, 'format') ?? ''] ?? ''}${VIAS[detail(entry, 'via') ?? ''] ?? ''}`;
}

/** "Q4 batch — deck 3" (the label names batch and row), else "deck 3 of a batch", else "a deck of a batch". */
function deck(name: string | null, entry: ActivityEntryResponse): string {
  if (name) return name;
  const row = detail(entry, 'rowNumber');
  return row ? `deck ${row} of a batch` : 'a deck of a batch';
}

const batch = (name: string | null): string => (name ? `batch ${name}` : 'a batch');
const member = (name: string | null): string => name ?? 'a member';
/** At a sentence's start: the fallback capitalised, a name (an e-mail) as it is. */
const memberFirst = (name: string | null): string => name ?? 'A member';
const batchFirst = (name: string | null): string => (name ? `Batch ${name}` : 'A batch');
const named = (noun: string, name: string | null, article = 'a'): string =>
  name ? `${noun} ${name}` : `${article} ${noun}`;

/** Each action in the words of the person reading their trail. */
const WORDING: Record<ActivityActionName, Wording> = {
  'user.registered': () => 'Created the account',
  'user.confirmed': () => 'Confirmed the email address',
  'user.updated': () => 'Updated the profile',
  'user.deleted': () => 'Deleted the account',
  'user.updated_by_operator': (name) => `Deckmill support changed the account${name ? ` ${name}` : ''}`,
  'user.deleted_by_operator': (name) => `Deckmill support deleted the account${name ? ` ${name}` : ''}`,
  'account.exported': () => 'Downloaded a data export',
  'session.signed_in': () => 'Signed in',
  'session.failed_sign_in': () => 'Failed sign-in attempt',
  'session.signed_out': () => 'Signed out',
  'api_key.created': (name) => (name ? `Created API key "${name}"` : 'Created an API key'),
  'api_key.revoked': (name) => (name ? `Revoked API key "${name}"` : 'Revoked an API key'),
  'team.created': (name) => `Created ${named('team', name)}`,
  'team.deleted': (name) => `Deleted ${named('team', name)}`,
  'team.sso_configured': (name, entry) =>
    entry.details.removed === true
      ? `Turned single sign-on off for ${named('team', name)}`
      : `Configured single sign-on for ${named('team', name)}`,
  'team.sso_domain_verified': (name, entry) => {
    const domain = detail(entry, 'domain') ?? 'a domain';
    const how = entry.details.method === 'operator' ? ' (by Deckmill support)' : ' (DNS record)';
    return `Verified ${domain} for single sign-on of ${named('team', name)}${how}`;
  },
  'member.invited': (name, entry) => {
    const role = detail(entry, 'role');
    return `Invited ${name ?? 'someone'}${role ? ` as ${role}` : ''}`;
  },
  'member.added': (name) => `${memberFirst(name)} joined the team`,
  'member.role_changed': (name, entry) =>
    `Changed the role of ${member(name)}${change(entry, 'role', 'previousRole')}`,
  'member.removed': (name, entry) =>
    entry.details.left === true
      ? `${memberFirst(name)} left the team`
      : `Removed ${member(name)} from the team`,
  'template.uploaded': (name) => `Uploaded ${named('template', name)}`,
  'template.downloaded': (name, entry) => `Downloaded ${named('template', name)}${how(entry)}`,
  'template.deleted': (name) => `Deleted ${named('template', name)}`,
  'dataset.uploaded': (name) => `Uploaded ${named('data file', name)}`,
  'dataset.deleted': (name, entry) =>
    entry.details['reason'] === 'expired'
      ? `Deleted ${named('data file', name)}, unused for seven days`
      : entry.details['reason'] === 'replaced'
        ? `Deleted ${named('data file', name)}, the oldest past the 50 kept`
        : `Deleted ${named('data file', name)}`,
  'batch.created': (name, entry) => `Created ${batch(name)}${VIAS[detail(entry, 'via') ?? ''] ?? ''}`,
  'batch.completed': (name) => `${batchFirst(name)} finished`,
  'batch.failed': (name) => `${batchFirst(name)} failed`,
  'batch.cancelled': (name) => `Cancelled ${batch(name)}`,
  'batch.downloaded': (name, entry) => `Downloaded the decks of ${batch(name)}${how(entry)}`,
  'batch.delivered': (name) => `Emailed the decks of ${batch(name)}`,
  'batch.decks_deleted': (name, entry) =>
    entry.details.reason === 'expired'
      ? `The decks of ${batch(name)} expired and were deleted`
      : `Deleted the decks of ${batch(name)}`,
  'batch.deleted': (name) => `Deleted ${batch(name)}`,
  'batch.resumed_by_operator': (name) => `Deckmill support resumed ${batch(name)}`,
  'batch.cancelled_by_operator': (name) => `Deckmill support cancelled ${batch(name)}`,
  'batch.links_created': (name) => `Made personal links for ${batch(name)}`,
  'batch.links_revoked': (name) => `Revoked the personal links of ${batch(name)}`,
  'deck.downloaded': (name, entry) => `Downloaded ${deck(name, entry)}${how(entry)}`,
  'deck.delivery_failed': (name, entry) => `Could not email ${deck(name, entry)}`,
  'deck.link_revoked': (name, entry) => `Revoked the personal link of ${deck(name, entry)}`,
  'deck.link_regenerated': (name, entry) => `Made a new personal link for ${deck(name, entry)}`,
  'plan.changed': (_name, entry) => `Changed the plan${change(entry, 'tier', 'previousTier')}`,
  'mcp.tool_called': (name) => `An AI assistant (MCP) used ${name ?? 'a tool'}`,
};

/** "Signed in", "Downloaded Q4 batch — deck 3 (PDF)": one entry as a sentence (an unknown action as its name). */
export function describeActivity(entry: ActivityEntryResponse): string {
  const wording = (WORDING as Record<string, Wording | undefined>)[entry.action];
  return wording ? wording(nameOf(entry), entry) : entry.action;
}

/** Who acted, as the feed shows it: an operator is "Deckmill support" (customers never see which one). */
export function describeActor(actor: ActivityEntryResponse['actor']): string {
  if (actor.kind === 'system') return 'Deckmill';
  if (actor.kind === 'operator') return actor.email ?? 'Deckmill support';
  return actor.email ?? 'Someone';
}
