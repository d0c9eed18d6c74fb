import type { DeleteAccountInput } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** GET /api/settings/export is a plain download link; deleting the account is this call. */
export const DATA_EXPORT_URL = '/api/settings/export';

export const yourDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<void, DeleteAccountInput>({
      query: (body) => ({ url: '/settings/account', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = yourDataApi;
