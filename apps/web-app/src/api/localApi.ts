import { api } from '@deckmill/web-data';

/** Local mode's (the desktop app's) own call: Quit, which stops Deckmill on this computer. */
export const localApi = api.injectEndpoints({
  endpoints: (build) => ({
    quitLocal: build.mutation<{ stopping: true }, void>({
      query: () => ({ url: '/app/local/quit', method: 'POST' }),
    }),
  }),
});

export const { useQuitLocalMutation } = localApi;
