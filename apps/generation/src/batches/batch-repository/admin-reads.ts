import { In, type Repository } from 'typeorm';
import type { Batch } from '../entities/batch.entity';
import { containing } from './like-pattern';

/** Reads over every owner's batches, for the operators. */

export interface PresentationFilter {
  /** Part of the batch's name or template name. */
  readonly search?: string | undefined;
  readonly status?: string | undefined;
  readonly ownerId?: string | undefined;
  readonly page: number;
  readonly perPage: number;
}

export interface PresentationTotals {
  total: string;
  recent: string;
  decks: string | null;
}

/** One page of every batch, newest first, with how many match. */
export function presentationsPage(
  batches: Repository<Batch>,
  filter: PresentationFilter,
): Promise<[Batch[], number]> {
  const query = batches.createQueryBuilder('b');
  if (filter.search) {
    query.andWhere('(b.name ILIKE :pattern OR b.template_name ILIKE :pattern)', {
      pattern: containing(filter.search),
    });
  }
  if (filter.status) query.andWhere('b.status = :status', { status: filter.status });
  if (filter.ownerId) query.andWhere('b.owner_id = :ownerId', { ownerId: filter.ownerId });
  return query
    .orderBy('b.created_at', 'DESC')
    .addOrderBy('b.id', 'ASC')
    .skip((filter.page - 1) * filter.perPage)
    .take(filter.perPage)
    .getManyAndCount();
}

/** Batches in all, created since `since`, and decks made over all time (counts as PostgreSQL answers them). */
export function presentationTotals(
  batches: Repository<Batch>,
  since: Date,
): Promise<PresentationTotals | undefined> {
  return batches
    .createQueryBuilder('b')
    .select('COUNT(*)', 'total')
    .addSelect('COUNT(*) FILTER (WHERE b.created_at >= :since)', 'recent')
    .addSelect('SUM(b.rows_done)', 'decks')
    .setParameter('since', since)
    .getRawOne<PresentationTotals>();
}

export function presentationsByStatus(
  batches: Repository<Batch>,
): Promise<{ status: string; count: string }[]> {
  return batches
    .createQueryBuilder('b')
    .select('b.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('b.status')
    .orderBy('b.status')
    .getRawMany<{ status: string; count: string }>();
}

/** How many batches each of these users owns (users with none are absent). */
export function countsByOwner(
  batches: Repository<Batch>,
  userIds: readonly string[],
): Promise<{ userId: string; count: string; decks: string }[]> {
  return batches
    .createQueryBuilder('b')
    .select('b.owner_id', 'userId')
    .addSelect('COUNT(*)', 'count')
    .addSelect('COALESCE(SUM(b.rows_done), 0)', 'decks')
    .where({ ownerId: In([...userIds]) })
    .groupBy('b.owner_id')
    .getRawMany<{ userId: string; count: string; decks: string }>();
}
