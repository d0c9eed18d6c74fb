import { leavesNoAdmin, successorAdmin } from './admin-rule';

describe('leavesNoAdmin', () => {
  const soleAdmin = [
    { id: 1, role: 'admin' as const },
    { id: 2, role: 'member' as const },
  ];
  const twoAdmins = [...soleAdmin, { id: 3, role: 'admin' as const }];

  it('refuses demoting or removing the sole admin', () => {
    expect(leavesNoAdmin(soleAdmin, 1, 'member')).toBe(true);
    expect(leavesNoAdmin(soleAdmin, 1, null)).toBe(true);
  });

  it('allows it while another admin remains', () => {
    expect(leavesNoAdmin(twoAdmins, 1, 'member')).toBe(false);
    expect(leavesNoAdmin(twoAdmins, 3, null)).toBe(false);
  });

  it('allows changing or removing a plain member, and re-confirming the admin', () => {
    expect(leavesNoAdmin(soleAdmin, 2, null)).toBe(false);
    expect(leavesNoAdmin(soleAdmin, 2, 'admin')).toBe(false);
    expect(leavesNoAdmin(soleAdmin, 1, 'admin')).toBe(false);
  });

  it('refuses removing the only member, who is the last admin', () => {
    expect(leavesNoAdmin([{ id: 7, role: 'admin' }], 7, null)).toBe(true);
  });
});

describe('successorAdmin', () => {
  it('picks nobody while another admin remains', () => {
    expect(
      successorAdmin([
        { id: 2, role: 'member' },
        { id: 3, role: 'admin' },
      ]),
    ).toBeNull();
  });

  it('picks the longest-standing member when no admin remains', () => {
    expect(
      successorAdmin([
        { id: 2, role: 'member' },
        { id: 3, role: 'member' },
      ]),
    ).toEqual({ id: 2, role: 'member' });
  });

  it('picks nobody in an empty team', () => {
    expect(successorAdmin([])).toBeNull();
  });
});
