import { describe, expect, it } from 'vitest';
import { isAppPath } from './isAppPath';

describe('isAppPath', () => {
  it('recognises the paths this app serves', () => {
    expect(isAppPath('/dashboard')).toBe(true);
    expect(isAppPath('/app/templates?page=2')).toBe(true);
    expect(isAppPath('/settings/profile')).toBe(true);
  });

  it('leaves other front ends alone', () => {
    expect(isAppPath('/admin')).toBe(false);
    expect(isAppPath('/')).toBe(false);
    expect(isAppPath('/apps')).toBe(false);
  });
});
