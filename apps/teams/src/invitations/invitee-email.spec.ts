import { DomainException } from '@deckmill/messaging';
import { inviteeEmail } from './invitee-email';

function refusal(raw: string): DomainException {
  try {
    inviteeEmail(raw);
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be refused`);
}

describe('inviteeEmail', () => {
  it('keeps an address trimmed and in lower case', () => {
    expect(inviteeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it.each([
    ['a blank address', '   ', "Email can't be blank."],
    ['an address of more than 255 characters', `${'a'.repeat(250)}@example.com`, 'Email is too long.'],
    ['something that is no address', 'not-an-email', 'Email is not a valid address.'],
  ])('refuses %s as invalid_email keyed email', (_what, raw, message) => {
    expect(refusal(raw).domainError).toMatchObject({
      kind: 'invalid',
      code: 'invalid_email',
      message,
      fields: { email: [message] },
    });
  });
});
