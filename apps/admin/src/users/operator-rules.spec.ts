import { ServiceException } from '@deckmill/messaging';
import {
  assertMayDelete,
  assertMayUpdate,
  DELETE_SELF_MESSAGE,
  OWN_ADMIN_FLAG_MESSAGE,
} from './operator-rules';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function failure(run: () => void): ServiceException {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceException) return error;
    throw error;
  }
  throw new Error('expected a ServiceException');
}

describe('operator rules', () => {
  it('refuses removing one’s own admin flag, keyed `admin`', () => {
    const error = failure(() => assertMayUpdate(ME, ME, false));
    expect(error.status).toBe(422);
    expect(error.body()).toEqual({
      error: OWN_ADMIN_FLAG_MESSAGE,
      errors: { admin: [OWN_ADMIN_FLAG_MESSAGE] },
    });
  });

  it('allows any other change to oneself and removing another operator’s flag', () => {
    expect(() => assertMayUpdate(ME, ME, true)).not.toThrow();
    expect(() => assertMayUpdate(ME, ME, undefined)).not.toThrow();
    expect(() => assertMayUpdate(ME, OTHER, false)).not.toThrow();
  });

  it('refuses deleting oneself but not others', () => {
    expect(failure(() => assertMayDelete(ME, ME)).body().errors).toEqual({ base: [DELETE_SELF_MESSAGE] });
    expect(() => assertMayDelete(ME, OTHER)).not.toThrow();
  });
});
