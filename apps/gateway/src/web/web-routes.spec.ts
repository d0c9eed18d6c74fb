import { webAppFor } from './web-routes';

describe('webAppFor', () => {
  it.each([
    ['/admin', 'web-admin'],
    ['/admin/users/3', 'web-admin'],
    ['/dashboard', 'web-app'],
    ['/app/templates', 'web-app'],
    ['/settings/profile', 'web-app'],
    ['/users/sign_in', 'web-app'],
    ['/', 'web-public'],
    ['/pricing', 'web-public'],
    ['/administrator', 'web-public'],
    ['/apple', 'web-public'],
    ['/dashboards', 'web-public'],
  ])('%s is served by %s', (path, app) => {
    expect(webAppFor(path)).toBe(app);
  });
});
