import type { PresentationWizard } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/**
 * What the server lacks for previews and PDFs, for the notices that name it. The gateway says it with the
 * wizard's data (GET /api/app/presentations/new, `office_missing`), which pages outside the wizard ask here.
 */
export const officeStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeStatus: build.query<Pick<PresentationWizard, 'office_available' | 'office_missing'>, void>({
      query: () => '/app/presentations/new',
      transformResponse: ({ office_available, office_missing }: PresentationWizard) => ({
        office_available,
        office_missing,
      }),
    }),
  }),
});

export const { useGetOfficeStatusQuery } = officeStatusApi;
