import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { DeliveryQueue } from '../delivery';
import { type ConvertingRow, RowCipher } from '../shared';
import * as admin from './batch-repository/admin-reads';
import * as reads from './batch-repository/batch-reads';
import * as cancellation from './batch-repository/cancellation-statements';
import * as conversions from './batch-repository/conversion-statements';
import * as deletion from './batch-repository/deletion-statements';
import * as failures from './batch-repository/failure-statements';
import * as idempotency from './batch-repository/idempotency-statements';
import * as plainRows from './batch-repository/plain-row-statements';
import * as progress from './batch-repository/progress-statements';
import * as records from './batch-repository/record-statements';
import * as reservations from './batch-repository/reservation-statements';
import * as resumeClaims from './batch-repository/resume-claim-statements';
import * as rowReads from './batch-repository/row-reads';
import * as stuck from './batch-repository/stuck-reads';
import { BatchRow } from './entities/batch-row.entity';
import { Batch } from './entities/batch.entity';

export type { PresentationFilter, PresentationTotals } from './batch-repository/admin-reads';
export type { CancelOutcome } from './batch-repository/cancellation-statements';
export type { ConvertedPdf } from './batch-repository/conversion-statements';
export type { DecksDeletedReason } from './batch-repository/deletion-statements';
export type { FailedRow, RowFailure } from './batch-repository/failure-statements';
export type { KeyedBatch } from './batch-repository/idempotency-statements';
export type { PlainValues } from './batch-repository/plain-row-statements';
export type { DoneDeck, MarkedDone, StoredDeck } from './batch-repository/progress-statements';
export type { NewBatch, PreparedBatch } from './batch-repository/record-statements';
export type { AbandonedReservation } from './batch-repository/reservation-statements';
export type { ResumeClaim } from './batch-repository/resume-claim-statements';
export type { StuckBatchRow } from './batch-repository/stuck-reads';

/**
 * The batch aggregate's one door: the batch record, its rows, their progress, its cancellation and the
 * reservation intent that precedes it. Every conditional statement says in its name what it guarantees; the
 * statements themselves are in `batch-repository/` (hand-written SQL through runSql, reads through TypeORM).
 * Methods that take an `EntityManager` join the caller's transaction; the others run on the pool.
 */
@Injectable()
export class BatchRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
    private readonly cipher: RowCipher,
    private readonly deliveries: DeliveryQueue,
  ) {}

  // ---- the record -------------------------------------------------------------------------------------------

  /**
   * A batch's rows sealed and encoded for `insert`, ready before its transaction opens: sealing 10,000 rows is
   * CPU work that need not hold a database connection (on the embedded database, everyone's).
   */
  prepare(batch: records.NewBatch): records.PreparedBatch {
    return records.prepareBatch(this.cipher, batch);
  }

  /** Stores a prepared batch and all its rows; call inside a transaction. */
  insert(manager: EntityManager, prepared: records.PreparedBatch): Promise<void> {
    return records.insertBatch(manager, prepared);
  }

  /** In the storing transaction: the batch mails its decks to the addresses in `column`. */
  setDelivery(
    manager: EntityManager,
    batchId: string,
    delivery: { readonly column: string; readonly replyTo: string | null; readonly content?: string },
  ): Promise<void> {
    return records.setDelivery(manager, batchId, delivery);
  }

  /** Sets `announced_at` unless set, and from then on counts the decks' days: conditional, so of two finalizers running at once one sees `true`. */
  claimAnnouncement(manager: EntityManager, batchId: string, defaultKeptDays: number): Promise<boolean> {
    return records.claimAnnouncement(manager, batchId, defaultKeptDays);
  }

  /** Its rows go with it (ON DELETE CASCADE). */
  delete(manager: EntityManager, batchId: string): Promise<void> {
    return records.deleteBatch(manager, batchId);
  }

  /**
   * The batch an owner's API v1 Idempotency-Key made, null when none. A key older than `honouredHours` is
   * released first, so it may make a new batch.
   */
  madeWithIdempotencyKey(
    ownerId: string,
    key: string,
    honouredHours: number,
  ): Promise<idempotency.KeyedBatch | null> {
    return idempotency.madeWithKey(this.dataSource.manager, ownerId, key, honouredHours);
  }

  // ---- retention: in the caller's transaction, each conditional, so a repeat changes nothing ---------------

  /** Marks the decks deleted and forgets the rows' file keys: the mark's time, or null if marked before. */
  markDecksDeleted(
    manager: EntityManager,
    batchId: string,
    reason: deletion.DecksDeletedReason,
  ): Promise<Date | null> {
    return deletion.markDecksDeleted(manager, batchId, reason);
  }

  /** Deletes its reservation intent, if any, and the batch with its rows: false when it was gone already. */
  deleteRecord(manager: EntityManager, batchId: string): Promise<boolean> {
    return deletion.deleteRecord(manager, batchId);
  }

  // ---- rows stored in clear before encryption ----------------------------------------------------------------

  /** Up to `limit` rows whose values were stored in clear, before encryption. */
  plainValues(limit: number): Promise<plainRows.PlainValues[]> {
    return plainRows.plainValues(this.dataSource, limit);
  }

  /** Stores the row's sealed values if they are still plain (another replica may have): rows it changed. */
  sealValues(batchId: string, rowNumber: number, sealed: string): Promise<number> {
    return plainRows.sealValues(this.dataSource, batchId, rowNumber, sealed);
  }

  // ---- reads of batches ---------------------------------------------------------------------------------------

  findById(batchId: string): Promise<Batch | null> {
    return reads.findById(this.batches, batchId);
  }

  /** The batch if this owner made it, else null. */
  findOwned(batchId: string, ownerId: string): Promise<Batch | null> {
    return reads.findOwned(this.batches, batchId, ownerId);
  }

  exists(batchId: string): Promise<boolean> {
    return reads.exists(this.batches, batchId);
  }

  isOwnedBy(batchId: string, ownerId: string): Promise<boolean> {
    return reads.isOwnedBy(this.batches, batchId, ownerId);
  }

  /** Whether a batch keeps this images archive (it is deleted with the batch). */
  /** Every batch of the line `batch` belongs to (its first run and the runs made again), oldest first. */
  lineOfRuns(batch: Pick<Batch, 'id' | 'runOf'>): Promise<Batch[]> {
    return reads.lineOfRuns(this.batches, batch.runOf ?? batch.id);
  }

  holdsImages(imagesKey: string): Promise<boolean> {
    return reads.holdsImages(this.batches, imagesKey);
  }

  rowsDoneOf(batchIds: readonly string[]): Promise<Pick<Batch, 'id' | 'rowsDone'>[]> {
    return reads.rowsDoneOf(this.batches, batchIds);
  }

  ownedPage(ownerId: string, page: number, perPage: number, search?: string): Promise<[Batch[], number]> {
    return reads.ownedPage(this.batches, ownerId, page, perPage, search);
  }

  ownedAfter(ownerId: string, after: string | null, take: number): Promise<Batch[]> {
    return reads.ownedAfter(this.batches, ownerId, after, take);
  }

  ownedOldestFirst(ownerId: string, offset: number, take: number): Promise<Batch[]> {
    return reads.ownedOldestFirst(this.batches, ownerId, offset, take);
  }

  /** Every batch of the owner, with its images archive. */
  ownedForDeletion(ownerId: string): Promise<Pick<Batch, 'id' | 'imagesKey'>[]> {
    return reads.ownedForDeletion(this.batches, ownerId);
  }

  conversionTarget(batchId: string): Promise<Batch | null> {
    return reads.conversionTarget(this.batches, batchId);
  }

  unannounced(): Promise<Batch[]> {
    return reads.unannounced(this.batches);
  }

  decksDueForExpiry(now: Date, skipped: ReadonlySet<string>, take: number): Promise<Batch[]> {
    return reads.decksDueForExpiry(this.batches, now, skipped, take);
  }

  // ---- for the operators -------------------------------------------------------------------------------------

  presentationsPage(filter: admin.PresentationFilter): Promise<[Batch[], number]> {
    return admin.presentationsPage(this.batches, filter);
  }

  presentationTotals(since: Date): Promise<admin.PresentationTotals | undefined> {
    return admin.presentationTotals(this.batches, since);
  }

  presentationsByStatus(): Promise<{ status: string; count: string }[]> {
    return admin.presentationsByStatus(this.batches);
  }

  countsByOwner(userIds: readonly string[]): Promise<{ userId: string; count: string; decks: string }[]> {
    return admin.countsByOwner(this.batches, userIds);
  }

  /** One page of the stuck batches (no progress for `stuckForMinutes`, or finished and never announced). */
  stuckPage(stuckForMinutes: number, skip: number, take: number): Promise<stuck.StuckBatchRow[]> {
    return stuck.stuckPage(this.dataSource, stuckForMinutes, skip, take);
  }

  countStuck(stuckForMinutes: number): Promise<number> {
    return stuck.countStuck(this.dataSource, stuckForMinutes);
  }

  /**
   * Claims an operator's Resume of the batch in one statement (two operators, or a double click, claim it
   * once), unless one was claimed within `guardMinutes` and the batch has not moved since. Null when it is gone.
   */
  claimResume(batchId: string, guardMinutes: number): Promise<resumeClaims.ResumeClaim | null> {
    return resumeClaims.claimResume(this.dataSource, batchId, guardMinutes);
  }

  // ---- reads of rows ------------------------------------------------------------------------------------------

  pendingRowsBetween(batchId: string, firstRow: number, lastRow: number): Promise<BatchRow[]> {
    return rowReads.pendingRowsBetween(this.rows, batchId, firstRow, lastRow);
  }

  rowsPage(batchId: string, page: number, perPage: number): Promise<BatchRow[]> {
    return rowReads.rowsPage(this.rows, batchId, page, perPage);
  }

  failedRows(batchId: string, take: number): Promise<BatchRow[]> {
    return rowReads.failedRows(this.rows, batchId, take);
  }

  rowsForExport(batchId: string, afterRow: number, take: number): Promise<BatchRow[]> {
    return rowReads.rowsForExport(this.rows, batchId, afterRow, take);
  }

  doneRow(batchId: string, rowNumber: number): Promise<BatchRow | null> {
    return rowReads.doneRow(this.rows, batchId, rowNumber);
  }

  doneRowsAfter(batchId: string, afterRow: number, take: number): Promise<BatchRow[]> {
    return rowReads.doneRowsAfter(this.rows, batchId, afterRow, take);
  }

  // ---- progress: each row moves out of `pending` once, and only that move counts ----------------------------

  markProcessing(batchId: string): Promise<void> {
    return progress.markProcessing(this.dataSource, batchId);
  }

  /**
   * Marks rendered rows done in one statement (fewer round trips than one per row), and says how many it moved
   * and whether the batch's counters then cover every row: a chunk whose decks all moved and left the batch
   * incomplete needs no further statement (no cancel took a row, the batch exists, another chunk finishes it).
   */
  markDone(batchId: string, decks: readonly progress.DoneDeck[]): Promise<progress.MarkedDone> {
    return progress.markDone(this.dataSource, batchId, decks);
  }

  /** A failed attempt that will be retried: the reason is kept for the row's last word. */
  recordAttempt(batchId: string, rowNumber: number, attempts: number, reason: string): Promise<void> {
    return progress.recordAttempt(this.dataSource, batchId, rowNumber, attempts, reason);
  }

  /**
   * Moves a batch whose every row is done or failed to `completed` (at least one deck) or `failed`. Exactly one
   * caller sees `true`, whichever worker finished last.
   */
  finishIfComplete(batchId: string): Promise<boolean> {
    return progress.finishIfComplete(this.dataSource, batchId);
  }

  /** The chunks (by index) of a batch that still hold pending rows. */
  pendingChunkIndexes(batchId: string, chunkRows: number): Promise<number[]> {
    return progress.pendingChunkIndexes(this.dataSource, batchId, chunkRows);
  }

  /**
   * Fails the row if it is still in `failure.from`, counted on the batch once, in the caller's transaction (which
   * stages its event): the failed row, or undefined when it was settled before or the batch is gone.
   */
  failRow(manager: EntityManager, failure: failures.RowFailure): Promise<failures.FailedRow | undefined> {
    return failures.failRow(manager, failure);
  }

  // ---- rows that wait for their PDF ---------------------------------------------------------------------------

  /** Rendered decks wait for their PDFs, in the caller's transaction: answers the rows this call moved. */
  markConverting(
    manager: EntityManager,
    batchId: string,
    decks: readonly progress.DoneDeck[],
  ): Promise<ConvertingRow[]> {
    return conversions.markConverting(manager, batchId, decks);
  }

  /** The PDF exists: the row is done and counted, once. False when it was settled before (or is gone). */
  markConverted(batchId: string, rowNumber: number, pdf: conversions.ConvertedPdf): Promise<boolean> {
    return conversions.markConverted(this.dataSource, batchId, rowNumber, pdf);
  }

  /** A PDF-only batch keeps no deck: the done row forgets it (the caller deletes the object). */
  forgetDeck(batchId: string, rowNumber: number): Promise<boolean> {
    return conversions.forgetDeck(this.dataSource, batchId, rowNumber);
  }

  /** Rows still waiting for their PDF (the resume sweep sends their jobs again). */
  convertingRows(batchId: string): Promise<ConvertingRow[]> {
    return conversions.convertingRows(this.dataSource, batchId);
  }

  // ---- cancellation -------------------------------------------------------------------------------------------

  /** Cancels a running batch in the caller's transaction: once it commits, no row of it is counted again. */
  cancel(manager: EntityManager, batchId: string): Promise<cancellation.CancelOutcome> {
    return cancellation.cancelBatch(manager, this.deliveries, batchId);
  }

  /** Of these rows, those the batch's cancel took (their freshly stored files belong to no row). */
  cancelledAmong(batchId: string, rowNumbers: readonly number[]): Promise<number[]> {
    return cancellation.cancelledAmong(this.dataSource, batchId, rowNumbers);
  }

  // ---- the reservation intent ---------------------------------------------------------------------------------

  /** Committed before `billing.reserve`: a batch never stored from here on has its rows released by the sweep. */
  recordReservation(userId: string, batchId: string, rows: number): Promise<void> {
    return reservations.recordReservation(this.dataSource, userId, batchId, rows);
  }

  /** Inside the transaction that stores the batch: false when the sweep gave the reservation up already. */
  settleReservation(manager: EntityManager, batchId: string): Promise<boolean> {
    return reservations.settleReservation(manager, batchId);
  }

  /** The reservation was refused or given back: nothing is left to release. */
  forgetReservation(batchId: string): Promise<void> {
    return reservations.forgetReservation(this.dataSource, batchId);
  }

  /**
   * Marks intents older than `staleAfterMs` abandoned (their create can no longer store its batch) and returns
   * every abandoned one still to release, oldest first, including those a failed sweep left.
   */
  abandonStaleReservations(
    staleAfterMs: number,
    limit: number,
  ): Promise<reservations.AbandonedReservation[]> {
    return reservations.abandonStaleReservations(this.dataSource, staleAfterMs, limit);
  }

  /** Waits for a create in flight: it holds its intent's row lock until its batch is stored. */
  forgetUserReservations(userId: string): Promise<void> {
    return reservations.forgetUserReservations(this.dataSource.manager, userId);
  }
}
