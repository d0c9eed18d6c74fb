import type { LinkPage, LinkTarget } from '@deckmill/bus-contracts';
import { pageLink, pagePath } from './page-links';

/** Every page a mail may open, with the path it had when services still sent paths (the links must not move). */
const PAGES: Record<LinkPage, [LinkTarget, string]> = {
  'sign-in': [{ page: 'sign-in' }, '/users/sign_in'],
  'sign-up': [{ page: 'sign-up' }, '/users/sign_up'],
  profile: [{ page: 'profile' }, '/settings/profile'],
  'resend-confirmation': [{ page: 'resend-confirmation' }, '/users/confirmation/new'],
  'confirm-email': [
    { page: 'confirm-email', token: 'a+b/c' },
    '/users/confirmation?confirmation_token=a%2Bb%2Fc',
  ],
  'forgot-password': [{ page: 'forgot-password' }, '/users/password/new'],
  'reset-password': [
    { page: 'reset-password', token: 's3cret' },
    '/users/password/edit?reset_password_token=s3cret',
  ],
  unlock: [{ page: 'unlock', token: 's3cret' }, '/users/unlock?unlock_token=s3cret'],
  teams: [{ page: 'teams' }, '/app/teams'],
  'team-invitation': [
    { page: 'team-invitation', token: 'AbC-d_1', signUp: true },
    '/users/sign_up?invitation=AbC-d_1&return_to=%2Fapp%2Fteams%3Finvitation%3DAbC-d_1',
  ],
  presentations: [{ page: 'presentations' }, '/app/presentations'],
  batch: [
    { page: 'batch', batchId: '0b7c5f1e-1111-4222-8333-944444444444' },
    '/app/presentations/0b7c5f1e-1111-4222-8333-944444444444',
  ],
};

describe('page links', () => {
  it.each(Object.entries(PAGES))('%s', (_page, [target, path]) => {
    expect(pagePath(target)).toBe(path);
    expect(pageLink('https://deckmill.example', target)).toBe(`https://deckmill.example${path}`);
  });

  it('links an invitee without an account to sign-up, which returns to the teams page showing the invitation', () => {
    const url = new URL(pagePath({ page: 'team-invitation', token: 'tok_en-1', signUp: true }), 'http://x');
    expect(url.pathname).toBe('/users/sign_up');
    expect(url.searchParams.get('invitation')).toBe('tok_en-1');
    expect(url.searchParams.get('return_to')).toBe('/app/teams?invitation=tok_en-1');
  });

  it('links an invitee with an account straight to the teams page showing the invitation', () => {
    expect(pagePath({ page: 'team-invitation', token: 'tok_en-1', signUp: false })).toBe(
      '/app/teams?invitation=tok_en-1',
    );
  });

  it('keeps a path-like token inside its query value', () => {
    expect(pageLink('https://deckmill.example', { page: 'unlock', token: '//evil.example' })).toBe(
      'https://deckmill.example/users/unlock?unlock_token=%2F%2Fevil.example',
    );
  });
});
