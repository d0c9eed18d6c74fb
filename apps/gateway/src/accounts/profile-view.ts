import type { Profile } from '@deckmill/bus-contracts';
import type { ProfileResponse } from '@deckmill/api-contracts';

/**
 * The account's profile as the API names it: the profile page's answer and the data export's profile.json
 * (one mapping, so the export cannot miss a field the page shows). Its spec holds that every field of
 * identity's profile has its counterpart here.
 */
export function profileView(profile: Profile): ProfileResponse['profile'] {
  return {
    name: profile.name,
    company: profile.company,
    email: profile.email,
    unconfirmed_email: profile.unconfirmedEmail,
    theme_preference: profile.themePreference,
  };
}
