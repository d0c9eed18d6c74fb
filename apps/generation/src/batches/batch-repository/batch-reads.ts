import { And, In, IsNull, LessThanOrEqual, Not, type Repository } from 'typeorm';
import { generationTables } from '../../generation.tables';
import { FINISHED_STATUSES } from '../../shared';
import type { Batch } from '../entities/batch.entity';
import { containing } from './like-pattern';

/** The batch records as use cases read them, through TypeORM's repository (one statement each). */

export function findById(batches: Repository<Batch>, batchId: string): Promise<Batch | null> {
  return batches.findOneBy({ id: batchId });
}

export function findOwned(
  batches: Repository<Batch>,
  batchId: string,
  ownerId: string,
): Promise<Batch | null> {
  return batches.findOne({ where: { id: batchId, ownerId } });
}

export function exists(batches: Repository<Batch>, batchId: string): Promise<boolean> {
  return batches.existsBy({ id: batchId });
}

export function isOwnedBy(batches: Repository<Batch>, batchId: string, ownerId: string): Promise<boolean> {
  return batches.existsBy({ id: batchId, ownerId });
}

/** Every batch of a line of runs (its first batch and the runs made from it), oldest first. */
export function lineOfRuns(batches: Repository<Batch>, firstId: string): Promise<Batch[]> {
  return batches.find({
    where: [{ id: firstId }, { runOf: firstId }],
    order: { runNumber: 'ASC', createdAt: 'ASC' },
  });
}

export function holdsImages(batches: Repository<Batch>, imagesKey: string): Promise<boolean> {
  return batches.existsBy({ imagesKey });
}

/**
 * The owner's batches, newest first (created_at, then id), each line of runs once, a page, and how many in all;
 * with `search`, only those whose name holds it in any case.
 */
export function ownedPage(
  batches: Repository<Batch>,
  ownerId: string,
  page: number,
  perPage: number,
  search?: string,
): Promise<[Batch[], number]> {
  // A line of runs ("Run again with new data") shows once, by its newest run: a newer run's decks take the
  // older ones' place in the list, and the older runs stay on the detail page until their retention ends. A
  // newer run is never a line's first batch, so its run_of is set (the run_of index answers).
  const newerRun =
    `SELECT 1 FROM ${generationTables.batches} n WHERE n."owner_id" = b."owner_id"` +
    ` AND n."run_of" = COALESCE(b."run_of", b."id") AND n."run_number" > b."run_number"`;
  const query = batches
    .createQueryBuilder('b')
    .where('b.ownerId = :ownerId', { ownerId })
    .andWhere(`NOT EXISTS (${newerRun})`);
  if (search) query.andWhere('b.name ILIKE :pattern', { pattern: containing(search) });
  return query
    .orderBy('b.createdAt', 'DESC')
    .addOrderBy('b.id', 'ASC')
    .skip((page - 1) * perPage)
    .take(perPage)
    .getManyAndCount();
}

/**
 * The owner's batches in ownedPage's order after the batch `after` (null: from the newest): the keyset compares
 * in SQL with the stored timestamp itself, whose microseconds a JS Date would lose.
 */
export function ownedAfter(
  batches: Repository<Batch>,
  ownerId: string,
  after: string | null,
  take: number,
): Promise<Batch[]> {
  const query = batches
    .createQueryBuilder('b')
    .where('b.ownerId = :actorId', { actorId: ownerId })
    .orderBy('b.createdAt', 'DESC')
    .addOrderBy('b.id', 'ASC')
    .take(take);
  if (after !== null) {
    const at = `SELECT c."created_at" FROM ${generationTables.batches} c WHERE c."id" = :after`;
    query.andWhere(`(b.createdAt < (${at}) OR (b.createdAt = (${at}) AND b.id > :after))`, { after });
  }
  return query.getMany();
}

/** The owner's batches, oldest first, from `offset`. */
export function ownedOldestFirst(
  batches: Repository<Batch>,
  ownerId: string,
  offset: number,
  take: number,
): Promise<Batch[]> {
  return batches.find({
    where: { ownerId },
    order: { createdAt: 'ASC', id: 'ASC' },
    skip: offset,
    take,
  });
}

export function ownedForDeletion(
  batches: Repository<Batch>,
  ownerId: string,
): Promise<Pick<Batch, 'id' | 'imagesKey'>[]> {
  return batches.find({ select: { id: true, imagesKey: true }, where: { ownerId } });
}

/** What a conversion's outcome needs of its batch. */
export function conversionTarget(batches: Repository<Batch>, batchId: string): Promise<Batch | null> {
  return batches.findOne({
    select: { id: true, formats: true, status: true, announcedAt: true, deliveryColumn: true },
    where: { id: batchId },
  });
}

/** Every batch not announced yet, running or finished, with what resuming it needs. */
export function unannounced(batches: Repository<Batch>): Promise<Batch[]> {
  return batches.find({
    select: { id: true, ownerId: true, status: true, rowCount: true, formats: true },
    where: {
      announcedAt: IsNull(),
      status: In(['pending', 'processing', 'completed', 'failed', 'cancelled']),
    },
  });
}

/**
 * Finished, announced batches whose decks are kept no longer at `now` and not deleted yet, soonest expired
 * first, leaving out `skipped`.
 */
export function decksDueForExpiry(
  batches: Repository<Batch>,
  now: Date,
  skipped: ReadonlySet<string>,
  take: number,
): Promise<Batch[]> {
  return batches.find({
    select: { id: true, ownerId: true, templateTeamId: true, imagesKey: true, name: true },
    where: {
      decksDeletedAt: IsNull(),
      decksExpireAt: And(Not(IsNull()), LessThanOrEqual(now)),
      announcedAt: Not(IsNull()),
      status: In([...FINISHED_STATUSES]),
      ...(skipped.size > 0 ? { id: Not(In([...skipped])) } : {}),
    },
    order: { decksExpireAt: 'ASC' },
    take,
  });
}

/** The decks each of these batches made (its `rows_done`); a batch that is gone is simply not there. */
export function rowsDoneOf(
  batches: Repository<Batch>,
  batchIds: readonly string[],
): Promise<Pick<Batch, 'id' | 'rowsDone'>[]> {
  return batches.find({ select: { id: true, rowsDone: true }, where: { id: In([...batchIds]) } });
}
