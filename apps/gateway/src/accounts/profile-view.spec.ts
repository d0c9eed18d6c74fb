import { ProfileSchema } from '@deckmill/bus-contracts';
import { profileView } from './profile-view';

describe('profileView', () => {
  const profile = {
    name: 'Ada',
    company: 'Engines Ltd',
    email: 'ada@example.com',
    unconfirmedEmail: 'ada@new.example',
    themePreference: 'dark',
  } as const;

  it('names every field of the profile as the API does', () => {
    expect(profileView(profile)).toEqual({
      name: 'Ada',
      company: 'Engines Ltd',
      email: 'ada@example.com',
      unconfirmed_email: 'ada@new.example',
      theme_preference: 'dark',
    });
  });

  it("leaves none of identity's profile fields out", () => {
    expect(Object.keys(profileView(profile))).toHaveLength(Object.keys(ProfileSchema.shape).length);
    expect(Object.keys(profile).sort()).toEqual(Object.keys(ProfileSchema.shape).sort());
  });
});
