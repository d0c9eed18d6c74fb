import type { Notification } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<{ notifications: Notification[] }, void>({
      query: () => '/app/notifications',
      providesTags: ['Presentation'],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
