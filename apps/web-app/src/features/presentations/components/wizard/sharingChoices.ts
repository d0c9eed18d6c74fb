import type { BulkCreateSharing } from '@deckmill/api-contracts';

/** Step 3's "Personal links" (docs/sharing.md); `enabled` null: untouched, the plan decides (on when paid). */
export interface SharingChoices {
  readonly enabled: boolean | null;
  readonly access: 'view_only' | 'allow_download';
  readonly gate: 'none' | 'email' | 'email_match';
  readonly gateColumn: string;
  /** A date (yyyy-mm-dd) the links stop working at its end, or '' for never. */
  readonly expiresOn: string;
  /** E-mail the owner when a deck is viewed (at most once a deck an hour). */
  readonly notifyByEmail: boolean;
  /** Living links: the column that matches rows when the batch runs again, or '' for none. */
  readonly keyColumn: string;
  /** Draw the viewer's slides as decks are made, not on the first view. */
  readonly drawAhead: boolean;
}

export const INITIAL_SHARING: SharingChoices = {
  enabled: null,
  access: 'view_only',
  gate: 'none',
  gateColumn: '',
  expiresOn: '',
  notifyByEmail: false,
  keyColumn: '',
  drawAhead: false,
};

/** Whether the option shows ticked: the user's choice, else the plan's default. */
export function sharingOn(choices: SharingChoices, paid: boolean): boolean {
  return choices.enabled ?? paid;
}

/**
 * The `share_*` fields: none while the user left everything as it was (the server applies the plan's default),
 * else the choice and, with links on, their defaults.
 */
export function sharingRequest(choices: SharingChoices): BulkCreateSharing | undefined {
  const untouched =
    choices.enabled === null &&
    choices.access === INITIAL_SHARING.access &&
    choices.gate === INITIAL_SHARING.gate &&
    choices.expiresOn === '' &&
    choices.gateColumn === '' &&
    !choices.notifyByEmail &&
    choices.keyColumn === '' &&
    !choices.drawAhead;
  if (untouched) return undefined;
  if (choices.enabled === false) return { share_links: false };
  return {
    share_links: true,
    share_access: choices.access,
    share_gate: choices.gate,
    share_gate_column: choices.gateColumn || undefined,
    share_expires_at: choices.expiresOn ? `${choices.expiresOn}T23:59:59Z` : undefined,
    share_notify_email: choices.notifyByEmail || undefined,
    share_key_column: choices.keyColumn || undefined,
    share_draw_ahead: choices.drawAhead || undefined,
  };
}
