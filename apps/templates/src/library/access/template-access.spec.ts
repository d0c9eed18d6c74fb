import { permissionsFor } from './template-access';

const owner = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

describe('permissionsFor', () => {
  it('lets the owner view and delete, shared or not', () => {
    expect(permissionsFor({ ownerId: owner, teamId: null }, owner, null)).toEqual({
      view: true,
      delete: true,
    });
    expect(permissionsFor({ ownerId: owner, teamId: 7 }, owner, null)).toEqual({ view: true, delete: true });
  });

  it('lets a member of the template team view but not delete', () => {
    expect(permissionsFor({ ownerId: owner, teamId: 7 }, other, 'member')).toEqual({
      view: true,
      delete: false,
    });
  });

  it('lets an admin of the template team delete it', () => {
    expect(permissionsFor({ ownerId: owner, teamId: 7 }, other, 'admin')).toEqual({
      view: true,
      delete: true,
    });
  });

  it('gives strangers nothing, including on a private template', () => {
    expect(permissionsFor({ ownerId: owner, teamId: 7 }, other, null)).toEqual({
      view: false,
      delete: false,
    });
    expect(permissionsFor({ ownerId: owner, teamId: null }, other, 'admin')).toEqual({
      view: false,
      delete: false,
    });
  });
});
