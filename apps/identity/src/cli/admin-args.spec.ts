import { parseAdminArgs } from './admin-args';

describe('parseAdminArgs', () => {
  it('reads create with an email, lower-cased', () => {
    expect(parseAdminArgs(['create', '--email', 'Ops@Example.com'])).toEqual({
      command: 'create',
      email: 'ops@example.com',
    });
  });

  it('reads --password and --name in both spellings', () => {
    expect(
      parseAdminArgs(['create', '--email=a@b.co', '--password', 'pw long enough', '--name=Ops']),
    ).toEqual({
      command: 'create',
      email: 'a@b.co',
      password: 'pw long enough',
      name: 'Ops',
    });
  });

  it('refuses other commands, unknown flags and a missing or invalid email', () => {
    expect(() => parseAdminArgs(['delete', '--email', 'a@b.co'])).toThrow(/Usage/);
    expect(() => parseAdminArgs(['create', '--email', 'a@b.co', '--admin'])).toThrow(/Unknown argument/);
    expect(() => parseAdminArgs(['create'])).toThrow(/valid --email/);
    expect(() => parseAdminArgs(['create', '--email', 'nope'])).toThrow(/valid --email/);
    expect(() => parseAdminArgs(['create', '--email'])).toThrow(/needs a value/);
  });
});
