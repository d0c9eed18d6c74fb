import { MASKED_SEGMENT, redactedPath } from './redacted-path';

describe('a request path fit for logs', () => {
  it('drops the query string, where reset and confirmation tokens travel', () => {
    expect(redactedPath('/users/password/edit?reset_password_token=abc')).toBe('/users/password/edit');
  });

  it('masks the mailed secrets of known routes whatever their length', () => {
    expect(redactedPath('/api/links/short-token')).toBe('/api/links/:token');
    expect(redactedPath('/api/invitations/short-token')).toBe('/api/invitations/:token');
    expect(redactedPath('/api/app/invitations/abc/accept')).toBe('/api/app/invitations/:ref/accept');
    expect(redactedPath('/d/short-token/slides/2')).toBe('/d/:token/slides/2');
  });

  it('masks a long opaque segment anywhere and keeps ids readable', () => {
    const token = 'x'.repeat(43);
    const id = '6f1c2d0e-1111-4a5b-9c8d-000000000001';
    expect(redactedPath(`/api/other/${token}/part`)).toBe(`/api/other/${MASKED_SEGMENT}/part`);
    expect(redactedPath(`/api/app/presentations/${id}`)).toBe(`/api/app/presentations/${id}`);
  });
});
