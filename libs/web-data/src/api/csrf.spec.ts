import { describe, expect, it } from 'vitest';
import { csrfTokenIn, isStateChanging, readCookie } from './csrf';

describe('csrf helpers', () => {
  it('reads one cookie among several and decodes it', () => {
    expect(readCookie('a=1; dm_csrf=x%3Dy; b=2', 'dm_csrf')).toBe('x=y');
    expect(readCookie('dm_csrf_old=1', 'dm_csrf')).toBeUndefined();
  });

  it('reads the token by its https name first, and by its plain http name', () => {
    expect(csrfTokenIn('dm_csrf=planted; __Host-dm_csrf=own')).toBe('own');
    expect(csrfTokenIn('a=1; dm_csrf=local')).toBe('local');
    expect(csrfTokenIn('a=1')).toBeUndefined();
  });

  it('treats everything but GET, HEAD and OPTIONS as state-changing', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'head', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
