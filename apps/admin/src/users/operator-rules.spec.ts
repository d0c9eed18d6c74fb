import { DomainException } from '@deckmill/messaging';
import {
  assertMayDelete,
  assertMayUpdate,
  DELETE_SELF_MESSAGE,
  OWN_ADMIN_FLAG_MESSAGE,
} from './operator-rules';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function failure(run: () => void): DomainException {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected a DomainException');
}

describe('operator rules', () => {
  it('refuses removing one’s own admin flag, keyed `admin`', () => {
    const error = failure(() => assertMayUpdate(ME, ME, false));
    expect(error.domainError).toEqual({
      kind: 'invalid',
      code: 'own_admin_flag',
      message: OWN_ADMIN_FLAG_MESSAGE,
      fields: { admin: [OWN_ADMIN_FLAG_MESSAGE] },
    });
  });

  it('allows any other change to oneself and removing another operator’s flag', () => {
    expect(() => assertMayUpdate(ME, ME, true)).not.toThrow();
    expect(() => assertMayUpdate(ME, ME, undefined)).not.toThrow();
    expect(() => assertMayUpdate(ME, OTHER, false)).not.toThrow();
  });

  it('refuses deleting oneself but not others', () => {
    expect(failure(() => assertMayDelete(ME, ME)).domainError.fields).toEqual({
      base: [DELETE_SELF_MESSAGE],
    });
    expect(() => assertMayDelete(ME, OTHER)).not.toThrow();
  });
});
