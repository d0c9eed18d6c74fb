import type { ListedObject, ObjectStorage } from '@deckmill/storage';
import type { BatchRepository } from '../../../batches';
import type { DeckRetention } from '../../../shared';
import { SweepOrphanUploadsUseCase } from './sweep-orphan-uploads.use-case';

const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

function sweepOver(objects: Record<string, Date>, heldImages: readonly string[]) {
  const deleted: string[] = [];
  const storage = {
    async *list(prefix: string): AsyncIterable<ListedObject> {
      for (const [key, lastModified] of Object.entries(objects)) {
        if (key.startsWith(prefix)) yield { key, lastModified };
      }
    },
    delete: async (key: string) => void deleted.push(key),
  } as unknown as ObjectStorage;
  const batches = {
    holdsImages: async (imagesKey: string) => heldImages.includes(imagesKey),
  } as unknown as BatchRepository;
  const retention = { orphanUploadHours: 24 } as DeckRetention;
  return { sweep: new SweepOrphanUploadsUseCase(storage, batches, retention), deleted };
}

describe('SweepOrphanUploadsUseCase', () => {
  it('deletes data files and archives older than ORPHAN_UPLOAD_HOURS, but not an archive a batch holds', async () => {
    const { sweep, deleted } = sweepOver(
      {
        'uploads/csv/old.csv': hoursAgo(25),
        'uploads/csv/fresh.csv': hoursAgo(1),
        'uploads/data/old.json': hoursAgo(48),
        'uploads/images/stray.zip': hoursAgo(30),
        'uploads/images/held.zip': hoursAgo(30),
        'templates/t1/source.pptx': hoursAgo(1000),
      },
      ['uploads/images/held.zip'],
    );
    expect(await sweep.execute({ now: NOW })).toBe(3);
    expect(deleted.sort()).toEqual([
      'uploads/csv/old.csv',
      'uploads/data/old.json',
      'uploads/images/stray.zip',
    ]);
  });
});
