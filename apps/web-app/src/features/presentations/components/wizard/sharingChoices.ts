import type { BulkCreateSharing } from '@deckmill/api-contracts';

/** Step 3's "Personal links" (docs/sharing.md); `enabled` null: untouched, the plan decides (on when paid). */
export interface SharingChoices {
  readonly enabled: boolean | null;
  readonly access: 'view_only' | 'allow_download';
  readonly gate: 'none' | 'email' | 'email_match';
  readonly gateColumn: string;
  /** A date (yyyy-mm-dd) the links stop working at its end, or '' for never. */
  readonly expiresOn: string;
}

export const INITIAL_SHARING: SharingChoices = {
  enabled: null,
  access: 'view_only',
  gate: 'none',
  gateColumn: '',
  expiresOn: '',
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
    choices.gateColumn === '';
  if (untouched) return undefined;
  if (choices.enabled === false) return { share_links: false };
  return {
    share_links: true,
    share_access: choices.access,
    share_gate: choices.gate,
    share_gate_column: choices.gateColumn || undefined,
    share_expires_at: choices.expiresOn ? `${choices.expiresOn}T23:59:59Z` : undefined,
  };
}
