import { ContactBodySchema } from './public-http';
import { AdminUsersQuerySchema } from './http';

const VALID = {
  name: ' Morgan ',
  email: 'Morgan@Agency.example',
  topic: 'sales',
  message: 'Ten characters at least.',
};

describe('ContactBodySchema', () => {
  it('accepts the public form with company optional and the honeypot empty by default', () => {
    expect(ContactBodySchema.parse(VALID)).toEqual({
      name: 'Morgan',
      email: 'Morgan@Agency.example',
      company: null,
      topic: 'sales',
      message: 'Ten characters at least.',
      website: '',
    });
  });

  it('keys each error by its field', () => {
    const result = ContactBodySchema.safeParse({
      ...VALID,
      name: ' ',
      email: 'nope',
      topic: 'x',
      message: 'short',
    });
    expect(result.success).toBe(false);
    const keys = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(keys).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('refuses a message over 5,000 characters', () => {
    expect(ContactBodySchema.safeParse({ ...VALID, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('AdminUsersQuerySchema', () => {
  it('reads page, search and tier, and falls back on nonsense', () => {
    expect(AdminUsersQuerySchema.parse({ page: '2', search: ' ann ', subscription_tier: 'free' })).toEqual({
      page: 2,
      search: 'ann',
      subscription_tier: 'free',
    });
    expect(AdminUsersQuerySchema.parse({ page: '-3', search: '', subscription_tier: 'gold' })).toEqual({
      page: 1,
      search: undefined,
      subscription_tier: undefined,
    });
  });
});
