import { FairPool } from './fair-pool';

/** A job the test finishes by hand, recording when it started. */
function controlled(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

describe('FairPool', () => {
  it("runs another owner's single job next, however many jobs the first owner queued", async () => {
    const pool = new FairPool(1);
    const started: string[] = [];
    const heavy = Array.from({ length: 20 }, (_, index) => controlled(started, `alice-${index + 1}`));
    const runs = heavy.map((job) => pool.run('alice', job.work));
    const bob = controlled(started, 'bob-1');
    const bobRun = pool.run('bob', bob.work);
    expect(started).toEqual(['alice-1']);
    heavy[0]?.finish();
    await settle();
    expect(started).toEqual(['alice-1', 'bob-1']);
    bob.finish();
    await bobRun;
    for (const job of heavy.slice(1)) {
      await settle();
      job.finish();
    }
    await Promise.all(runs);
    expect(started.slice(2)).toEqual(heavy.slice(1).map((_, index) => `alice-${index + 2}`));
  });

  it('alternates between owners with queued jobs and never runs more than its size at once', async () => {
    const pool = new FairPool(2);
    const started: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'].map((name) => ({ name, ...controlled(started, name) }));
    const runs = jobs.map((job) => pool.run(job.name[0] ?? '', job.work));
    expect(started).toEqual(['a1', 'a2']);
    expect(pool.queued).toBe(4);
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2']) {
      jobs.find((job) => job.name === name)?.finish();
      await settle();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
  });

  it('passes on results and failures and frees the slot after a failure', async () => {
    const pool = new FairPool(1);
    await expect(pool.run('a', () => Promise.reject(new Error('broken deck')))).rejects.toThrow(
      'broken deck',
    );
    await expect(pool.run('a', async () => 42)).resolves.toBe(42);
  });
});
