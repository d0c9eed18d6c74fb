import { Readable } from 'node:stream';
import { ObjectChangedError, ObjectNotFoundError } from './errors';
import type { GetObjectOptions, ObjectStat } from './object-storage';
import { expectedFrom, openAsStated } from './open-as-stated';

function stat(size: number, etag: string): ObjectStat {
  return { size, etag, contentType: 'application/octet-stream', lastModified: new Date(0) };
}

/** A store whose stats and GET outcomes are scripted, one per call, and which records what each GET expected. */
function scriptedStore(stats: (ObjectStat | null)[], gets: (Error | 'ok')[]) {
  const expected: GetObjectOptions['expect'][] = [];
  return {
    expected,
    stat: async () => stats.shift() ?? null,
    getStream: async (_key: string, options?: GetObjectOptions) => {
      expected.push(options?.expect);
      const outcome = gets.shift();
      if (outcome instanceof Error) throw outcome;
      return Readable.from([Buffer.from('deck')]);
    },
  };
}

describe('expectedFrom', () => {
  it('asks a read for the size and ETag stat saw', () => {
    expect(expectedFrom(stat(4, 'abc'))).toEqual({ size: 4, etag: 'abc' });
  });

  it('compares no ETag when the store gave none', () => {
    expect(expectedFrom(stat(4, ''))).toEqual({ size: 4 });
  });
});

describe('openAsStated', () => {
  it('opens the object against its stat', async () => {
    const store = scriptedStore([stat(4, 'abc')], ['ok']);
    const opened = await openAsStated(store, 'k');
    expect(opened?.stat.size).toBe(4);
    expect(store.expected).toEqual([{ size: 4, etag: 'abc' }]);
    opened?.stream.destroy();
  });

  it('answers null when stat finds nothing, or the object goes between stat and read', async () => {
    await expect(openAsStated(scriptedStore([null], []), 'k')).resolves.toBeNull();
    const gone = scriptedStore([stat(4, 'abc')], [new ObjectNotFoundError('k')]);
    await expect(openAsStated(gone, 'k')).resolves.toBeNull();
  });

  it('stats again once when the object was replaced, and opens the new one', async () => {
    const store = scriptedStore(
      [stat(4, 'old'), stat(9, 'new')],
      [new ObjectChangedError('k', 'replaced'), 'ok'],
    );
    const opened = await openAsStated(store, 'k');
    expect(opened?.stat).toMatchObject({ size: 9, etag: 'new' });
    expect(store.expected).toEqual([
      { size: 4, etag: 'old' },
      { size: 9, etag: 'new' },
    ]);
    opened?.stream.destroy();
  });

  it('gives up when the object is replaced again at once', async () => {
    const changed = () => new ObjectChangedError('k', 'replaced');
    const store = scriptedStore([stat(4, 'a'), stat(5, 'b'), stat(6, 'c')], [changed(), changed(), 'ok']);
    await expect(openAsStated(store, 'k')).rejects.toBeInstanceOf(ObjectChangedError);
    expect(store.expected).toHaveLength(2);
  });
});
