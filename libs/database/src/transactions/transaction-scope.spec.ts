import { enterTransactionScope, isInsideTransaction, runInTransactionScope } from './transaction-scope';

describe('the transaction scope', () => {
  it('is open while the transaction runs, and only there', async () => {
    expect(isInsideTransaction()).toBe(false);
    const seen = await runInTransactionScope(async () => {
      await Promise.resolve();
      return isInsideTransaction();
    });
    expect(seen).toBe(true);
    expect(isInsideTransaction()).toBe(false);
  });

  it('closes when the transaction fails', async () => {
    let later: () => boolean = () => true;
    await expect(
      runInTransactionScope(async () => {
        later = () => isInsideTransaction();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(later()).toBe(false);
  });

  it('is closed for work the transaction started that runs after it ended', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let afterwards: Promise<boolean> = Promise.resolve(true);
    await runInTransactionScope(async () => {
      afterwards = gate.then(() => isInsideTransaction());
    });
    release();
    await expect(afterwards).resolves.toBe(false);
  });

  it('stays open for work a savepoint started while the outer transaction goes on', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let startedInSavepoint: Promise<boolean> = Promise.resolve(false);
    let seenByTheOuter = false;
    await runInTransactionScope(async () => {
      await runInTransactionScope(async () => {
        startedInSavepoint = gate.then(() => isInsideTransaction());
      });
      release();
      seenByTheOuter = await startedInSavepoint;
    });
    expect(seenByTheOuter).toBe(true);
  });

  it('keeps transactions running side by side apart', async () => {
    const seen: boolean[] = [];
    let releaseFirst: () => void = () => undefined;
    const first = runInTransactionScope(() => new Promise<void>((resolve) => (releaseFirst = resolve)));
    await runInTransactionScope(async () => {
      seen.push(isInsideTransaction());
    });
    // The second ended; the first still runs, and the caller of both is in neither.
    seen.push(isInsideTransaction());
    releaseFirst();
    await first;
    expect(seen).toEqual([true, false]);
  });

  it('covers a transaction started by hand until it is ended', async () => {
    const seen = await (async () => {
      const end = enterTransactionScope();
      await Promise.resolve();
      const during = isInsideTransaction();
      end();
      return [during, isInsideTransaction()];
    })();
    expect(seen).toEqual([true, false]);
  });
});
