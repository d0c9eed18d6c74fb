import type { ApiKeyInput, ApiKeyResponse } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** The API keys of /settings/api_keys: list, create (the token comes back once), revoke. */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<{ api_keys: ApiKeyResponse[] }, void>({
      query: () => '/settings/api_keys',
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<{ api_key: ApiKeyResponse }, ApiKeyInput>({
      query: (key) => ({ url: '/settings/api_keys', method: 'POST', body: key }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `/settings/api_keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
