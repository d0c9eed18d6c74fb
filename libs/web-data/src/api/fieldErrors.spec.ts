import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './fieldErrors';
import { toErrorBody, type ApiError } from './apiError';

const signUpError: ApiError = {
  status: 422,
  body: {
    errors: { 'user.email': ['has already been taken'], 'user.password': ['is too short', 'is too common'] },
    error: 'Email has already been taken',
  },
};

describe('fieldErrors', () => {
  it('maps error keys to fields, dropping the given prefix', () => {
    expect(fieldErrors(signUpError, 'user')).toEqual({
      email: ['has already been taken'],
      password: ['is too short', 'is too common'],
    });
  });

  it('keeps keys as the server sent them without a prefix', () => {
    expect(fieldErrors(signUpError)).toHaveProperty('user.email', ['has already been taken']);
  });

  it('is empty for no error or an error without fields', () => {
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors({ message: 'boom', name: 'Error' })).toEqual({});
  });
});

describe('errorMessage', () => {
  it('gives the general first message for the red box', () => {
    expect(errorMessage(signUpError)).toBe('Email has already been taken');
  });

  it('is undefined without an error and generic for a thrown one', () => {
    expect(errorMessage(undefined)).toBeUndefined();
    expect(errorMessage({ name: 'TypeError', message: 'x is undefined' })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('toErrorBody', () => {
  it('fills a missing general message from the first field message', () => {
    expect(toErrorBody({ errors: { name: ['is required'] } }, 422)).toEqual({
      errors: { name: ['is required'] },
      error: 'is required',
    });
  });

  it('ignores malformed field entries', () => {
    expect(toErrorBody({ errors: { name: [3, 'bad'], other: 'single' }, error: 'x' }, 422)).toEqual({
      errors: { name: ['bad'], other: ['single'] },
      error: 'x',
    });
  });

  it('describes a status without a body', () => {
    expect(toErrorBody(null, 429).error).toBe('Too many requests. Please wait a moment and try again.');
  });
});
