import type { ActivityPageResponse, AuditVerificationResponse } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';
import { ADMIN_LISTS } from '../../../shared/adminTags';
import { auditApiQuery, type AuditFilters } from './auditQuery';

export interface AuditPageArgs {
  filters: AuditFilters;
  cursor: string | null;
}

/** The operators' audit log (every tenant's trail) and the hash-chain check. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<ActivityPageResponse, AuditPageArgs>({
      query: ({ filters, cursor }) => `/admin/audit_log${auditApiQuery(filters, { cursor })}`,
      // "Load more": one cache entry per set of filters, each older page appended to it.
      serializeQueryArgs: ({ queryArgs }) => `getAuditLog${auditApiQuery(queryArgs.filters)}`,
      merge: (cached, page, { arg }) => {
        if (!arg.cursor) return page;
        cached.entries.push(...page.entries);
        cached.next_cursor = page.next_cursor;
        return cached;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: [ADMIN_LISTS],
    }),
    verifyAuditChain: build.query<AuditVerificationResponse, void>({
      query: () => '/admin/audit_log/verify',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogQuery, useLazyVerifyAuditChainQuery } = auditApi;
