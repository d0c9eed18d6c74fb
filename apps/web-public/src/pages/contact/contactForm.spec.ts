import { describe, expect, it } from 'vitest';
import { contactPayload, EMPTY_CONTACT, hasErrors, validateContact } from './contactForm';

const VALID = {
  ...EMPTY_CONTACT,
  name: 'Priya Shah',
  email: 'priya@example.com',
  topic: 'demo',
  message: 'We send 200 client reviews a quarter.',
};

describe('validateContact', () => {
  it('accepts a complete message without a company', () => {
    expect(hasErrors(validateContact(VALID))).toBe(false);
  });

  it('requires name, email, topic and message', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('rejects a malformed email and an unknown topic', () => {
    const errors = validateContact({ ...VALID, email: 'priya@', topic: 'lottery' });
    expect(errors.email).toEqual(['Please enter a valid email address.']);
    expect(errors.topic).toEqual(['Please choose a topic.']);
  });

  it('rejects a message that is only whitespace or too short', () => {
    expect(validateContact({ ...VALID, message: '   ' }).message).toEqual(['Please write a message.']);
    expect(validateContact({ ...VALID, message: 'Hi' }).message).toEqual([
      'Please write at least 10 characters.',
    ]);
  });
});

describe('contactPayload', () => {
  it('trims the fields and keeps the honeypot as typed', () => {
    expect(contactPayload({ ...VALID, name: '  Priya Shah ', website: 'http://spam.example' })).toEqual({
      ...VALID,
      website: 'http://spam.example',
    });
  });
});
