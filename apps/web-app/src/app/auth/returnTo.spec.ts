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

  it('refuses paths the URL parser would turn into another host', () => {
    for (const raw of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '/%09/evil.example/../..',
    ]) {
      const target = safeReturnTo(raw);
      expect(new URL(target, 'https://app.example').origin).toBe('https://app.example');
    }
    expect(safeReturnTo('/\t/evil.example')).toBe('/dashboard');
  });

  it('keeps the query and fragment of a same-site path', () => {
    expect(safeReturnTo('/app/templates?page=2#top')).toBe('/app/templates?page=2#top');
  });
});
