import { isThemeOnlyProfileInput, ProfileInputSchema } from './http';

describe('isThemeOnlyProfileInput', () => {
  it('takes the theme alone as the account menu sends it', () => {
    expect(isThemeOnlyProfileInput({ theme_preference: 'dark' })).toBe(true);
  });

  // Every other field of the form's schema, so one added to ProfileInputSchema is covered without a change here.
  const formFields = Object.keys(ProfileInputSchema.shape).filter((field) => field !== 'theme_preference');

  it.each(formFields)('takes a body naming %s as the whole form', (field) => {
    expect(isThemeOnlyProfileInput({ theme_preference: 'dark', [field]: null })).toBe(false);
  });

  it('reads the form fields from the schema', () => {
    expect(formFields).toEqual(expect.arrayContaining(['name', 'company', 'email', 'current_password']));
  });

  it('is not the theme alone without a theme, or without a body', () => {
    expect(isThemeOnlyProfileInput({ name: 'Ada' })).toBe(false);
    expect(isThemeOnlyProfileInput({})).toBe(false);
    expect(isThemeOnlyProfileInput(null)).toBe(false);
    expect(isThemeOnlyProfileInput('theme_preference')).toBe(false);
  });
});
