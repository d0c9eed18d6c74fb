import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPathFor } from './returnTo';

describe('return_to', () => {
  it('builds the sign-in path with the page to come back to', () => {
    expect(signInPathFor('/app/templates?page=2')).toBe(
      '/users/sign_in?return_to=%2Fapp%2Ftemplates%3Fpage%3D2',
    );
  });

  it('follows same-site paths only', () => {
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('https://evil.example/')).toBe('/dashboard');
    expect(safeReturnTo('//evil.example/')).toBe('/dashboard');
    expect(safeReturnTo('/\\evil.example')).toBe('/dashboard');
    expect(safeReturnTo(null)).toBe('/dashboard');
  });
});
