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

  it("runs a job someone waits on before the background jobs queued ahead of it, its own owner's too", async () => {
    const pool = new FairPool(1);
    const started: string[] = [];
    const uploads = Array.from({ length: 3 }, (_, index) => controlled(started, `upload-${index + 1}`));
    const runs = uploads.map((job) => pool.run('alice', job.work));
    const preview = controlled(started, 'row-preview');
    const previewRun = pool.run('alice', preview.work, undefined, 'waited-for');
    expect(started).toEqual(['upload-1']);
    uploads[0]?.finish();
    await settle();
    expect(started).toEqual(['upload-1', 'row-preview']);
    preview.finish();
    await previewRun;
    for (const job of uploads.slice(1)) {
      await settle();
      job.finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['upload-1', 'row-preview', 'upload-2', 'upload-3']);
  });

  it('runs idle jobs only when no other job waits, whoever queued first', async () => {
    const pool = new FairPool(1);
    const started: string[] = [];
    const first = controlled(started, 'first');
    const ahead = controlled(started, 'ahead');
    const batch = controlled(started, 'batch');
    const runs = [
      pool.run('alice', first.work),
      pool.run('bob', ahead.work, undefined, 'idle'),
      pool.run('alice', batch.work),
    ];
    for (const job of [first, batch, ahead]) {
      await settle();
      job.finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['first', 'batch', 'ahead']);
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

  it('hands back a waiting job when its signal aborts, and runs the rest as before', async () => {
    const pool = new FairPool(1);
    const started: string[] = [];
    const first = controlled(started, 'a1');
    const firstRun = pool.run('a', first.work);
    const stop = new AbortController();
    const waiting = controlled(started, 'b1');
    const waitingRun = pool.run('b', waiting.work, stop.signal);
    const later = controlled(started, 'c1');
    const laterRun = pool.run('c', later.work);
    expect(pool.queued).toBe(2);
    stop.abort(new Error('stopping'));
    await expect(waitingRun).rejects.toThrow('stopping');
    expect(pool.queued).toBe(1);
    first.finish();
    await settle();
    expect(started).toEqual(['a1', 'c1']);
    later.finish();
    await Promise.all([firstRun, laterRun]);
    await expect(pool.run('b', async () => 'served again')).resolves.toBe('served again');
  });

  it('refuses a job whose signal is already aborted, and lets started work run to its end', async () => {
    const pool = new FairPool(1);
    const stopped = AbortSignal.abort(new Error('already stopping'));
    const never = jest.fn(async () => 'ran');
    await expect(pool.run('a', never, stopped)).rejects.toThrow('already stopping');
    expect(never).not.toHaveBeenCalled();
    const stop = new AbortController();
    const started: string[] = [];
    const running = controlled(started, 'a1');
    const run = pool.run('a', running.work, stop.signal);
    stop.abort(new Error('too late'));
    running.finish();
    await expect(run).resolves.toBeUndefined();
    expect(started).toEqual(['a1']);
    expect(pool.queued).toBe(0);
  });
});
