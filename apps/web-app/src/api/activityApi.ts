import type { ActivityPageResponse } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** One page of an activity view: `path` is the view's API path (relative to /api), `cursor` the page's start. */
export interface ActivityPageArgs {
  path: string;
  cursor: string | null;
}

/** The activity views two areas show (Settings → Activity, a team's Activity tab): read only, so no tags. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityPage: build.query<ActivityPageResponse, ActivityPageArgs>({
      query: ({ path, cursor }) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path),
    }),
  }),
});

export const { useGetActivityPageQuery } = activityApi;
