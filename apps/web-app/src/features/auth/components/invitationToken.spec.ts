import { describe, expect, it } from 'vitest';
import { invitationTokenOf } from './invitationToken';

const tokenOf = (search: string) => invitationTokenOf(new URLSearchParams(search));

describe('invitationTokenOf', () => {
  it('reads ?invitation= first, then the invitation inside return_to', () => {
    expect(tokenOf('invitation=abc&return_to=/app/teams?invitation=xyz')).toBe('abc');
    expect(tokenOf('return_to=%2Fapp%2Fteams%3Finvitation%3Dxyz')).toBe('xyz');
  });

  it('finds none without one, or in a return_to that leaves the site', () => {
    expect(tokenOf('return_to=/app/teams')).toBeNull();
    expect(tokenOf('return_to=//evil.example/app/teams?invitation=x')).toBeNull();
    expect(tokenOf('return_to=https://evil.example/?invitation=x')).toBeNull();
    expect(tokenOf('')).toBeNull();
  });
});
