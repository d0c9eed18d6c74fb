import type { Repository } from 'typeorm';
import { hashSecret } from '../shared';
import { fixedClock } from '../testing/fixed-clock';
import type { Session } from './entities/session.entity';
import { SessionStore } from './session-store';

const now = new Date('2026-05-01T12:00:00.000Z');
const HOUR = 3600_000;

function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    userId: 'u1',
    tokenHash: hashSecret('token'),
    rememberMe: false,
    userAgent: null,
    createdAt: new Date(now.getTime() - HOUR),
    lastSeenAt: new Date(now.getTime() - HOUR),
    expiresAt: null,
    ...overrides,
  };
}

function storeWith(found: Session | null) {
  const repository = {
    findOneBy: jest.fn().mockResolvedValue(found),
    insert: jest.fn().mockResolvedValue(undefined),
    update: jest.fn().mockResolvedValue(undefined),
    delete: jest.fn().mockResolvedValue(undefined),
  };
  return {
    store: new SessionStore(repository as unknown as Repository<Session>, fixedClock(now)),
    repository,
  };
}

describe('SessionStore', () => {
  it('opens a remembered session for two weeks and a browser session with no end', async () => {
    const { store, repository } = storeWith(null);
    const remembered = await store.open('u1', true);
    expect(remembered.cookieMaxAgeSeconds).toBe(14 * 24 * 3600);
    expect(repository.insert.mock.calls[0]?.[0]).toMatchObject({
      tokenHash: hashSecret(remembered.sessionToken),
      expiresAt: new Date(now.getTime() + 14 * 24 * HOUR),
    });
    const browser = await store.open('u1', false);
    expect(browser.cookieMaxAgeSeconds).toBeNull();
    expect(repository.insert.mock.calls[1]?.[0]).toMatchObject({ expiresAt: null });
    expect(browser.sessionToken).not.toBe(remembered.sessionToken);
  });

  it('keeps a browser session idle for less than two hours and records the activity', async () => {
    const { store, repository } = storeWith(session());
    await expect(store.resolve('token')).resolves.toMatchObject({ id: 's1' });
    expect(repository.update).toHaveBeenCalledWith({ id: 's1' }, { lastSeenAt: now });
  });

  it('ends a browser session idle for two hours', async () => {
    const { store, repository } = storeWith(session({ lastSeenAt: new Date(now.getTime() - 2 * HOUR) }));
    await expect(store.resolve('token')).resolves.toBeNull();
    expect(repository.delete).toHaveBeenCalledWith({ id: 's1' });
  });

  it('ends a remembered session at its fixed end, however active', async () => {
    const { store } = storeWith(session({ rememberMe: true, lastSeenAt: now, expiresAt: now }));
    await expect(store.resolve('token')).resolves.toBeNull();
  });

  it('does not write the activity of a session seen less than a minute ago', async () => {
    const { store, repository } = storeWith(session({ lastSeenAt: new Date(now.getTime() - 30_000) }));
    await store.resolve('token');
    expect(repository.update).not.toHaveBeenCalled();
  });
});
