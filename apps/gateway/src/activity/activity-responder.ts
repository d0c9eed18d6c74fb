import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { ActivityExportFormat, ActivityQuery } from '@deckmill/api-contracts';
import type { ActivityFilters, ActivityPage, ActivityScope } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimiter } from '@deckmill/server-kit';
import { sendDownload } from '../presentations';
import { activityCsvHeader, activityCsvLine, activityJsonLine } from './activity-csv';
import { activityEntryView, activityPageView } from './activity-views';

/** Entries asked of the audit service per call while an export is written (the contract's maximum). */
export const EXPORT_PAGE = 1000;
/** Exports per user: each one reads the whole trail in view, so a loop of them is refused (429). */
export const EXPORT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

const CONTENT_TYPES: Record<ActivityExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

export interface ActivityRequest {
  /** Who asks (the export's rate limit counts per user). */
  userId: string;
  scope: ActivityScope;
  filters: ActivityFilters;
  query: ActivityQuery;
  /** The download's name without extension, e.g. `deckmill-activity`. */
  fileName: string;
  /** Operators see each entry's chain hash. */
  withHash: boolean;
  /** Operators see an operator's e-mail, IP and user agent; users and teams see "Deckmill support". */
  showOperators: boolean;
}

/**
 * Answers the three activity views from `audit.list`: a page as JSON, or with `format` every matching entry
 * as a CSV or JSON-lines download, paged through 1000 at a time while it is sent. The first page is asked
 * before any byte goes out, so a scope the caller may not read is still a plain 404.
 */
@Injectable()
export class ActivityResponder {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  async answer(res: Response, request: ActivityRequest): Promise<void> {
    const { query } = request;
    if (!query.format) {
      const page = await this.list(request, query.cursor ?? null, query.limit);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(activityPageView(page, { withHash: request.withHash, showOperators: request.showOperators }));
      return;
    }
    const decision = this.limiter.hit(`activity-export:user:${request.userId}`, EXPORT_RATE_LIMIT);
    if (!decision.allowed) throw ApiError.tooMany(decision.retryAfterSeconds);
    const first = await this.list(request, query.cursor ?? null, EXPORT_PAGE);
    const date = new Date().toISOString().slice(0, 10);
    await sendDownload(res, Readable.from(this.exportChunks(request, query.format, first)), {
      name: `${request.fileName}-${date}.${query.format}`,
      contentType: CONTENT_TYPES[query.format],
    });
  }

  /** A page of entries as text; the next page is asked only when the client has taken this one. */
  private async *exportChunks(
    request: ActivityRequest,
    format: ActivityExportFormat,
    first: ActivityPage,
  ): AsyncGenerator<string> {
    const { withHash, showOperators } = request;
    if (format === 'csv') yield activityCsvHeader(withHash);
    for (let page = first; ; page = await this.list(request, page.nextCursor, EXPORT_PAGE)) {
      const views = page.entries.map((entry) => activityEntryView(entry, { withHash, showOperators }));
      if (views.length > 0) {
        yield views
          .map((view) => (format === 'csv' ? activityCsvLine(view, withHash) : activityJsonLine(view)))
          .join('');
      }
      if (page.nextCursor === null) return;
    }
  }

  private list(request: ActivityRequest, cursor: string | null, limit: number): Promise<ActivityPage> {
    return this.rpc.call('audit.list', { scope: request.scope, filters: request.filters, cursor, limit });
  }
}
