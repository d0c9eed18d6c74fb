import { closedInLocalMode } from './local-mode-paths';

describe('closedInLocalMode', () => {
  it.each([
    '/api/users',
    '/api/users/sign_in',
    '/API/Users/Sign_In',
    '/api/users/password',
    '/api/users/confirmation',
    '/api/users/unlock',
    '/api/users/sso/callback',
    '/api/admin',
    '/api/admin/users/1',
    '/api/settings/subscription/new',
    '/api/app/teams/7/members',
    '/api/app/teams/7/invitations/3/resend',
    '/api/app/teams/7/sso',
    '/api/app/invitations',
    '/api/invitations/some-token',
  ])('%s is closed', (path) => {
    expect(closedInLocalMode(path)).toBe(true);
  });

  it.each([
    '/api/session',
    '/api/users/sign_out',
    '/api/app/local/quit',
    '/api/app/templates',
    '/api/app/presentations/3',
    '/api/app/teams',
    '/api/app/teams/7',
    '/api/settings/profile',
    '/api/administrators',
  ])('%s stays open', (path) => {
    expect(closedInLocalMode(path)).toBe(false);
  });
});
