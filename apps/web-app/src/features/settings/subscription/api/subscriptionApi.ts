import { api } from '@deckmill/web-data';
import type {
  PlanChangeQuoteView,
  PlanChangeResultView,
  PlanChoice,
  SubscriptionPageData,
} from '@deckmill/api-contracts';

/** The subscription pages' calls: page data, a plan change quote, confirm and cancel. */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<SubscriptionPageData, void>({
      query: () => '/settings/subscription',
      providesTags: ['Subscription'],
    }),
    // Not tagged: a confirmed change must not re-quote the page it was confirmed on (the plan is then current).
    getPlanChangeQuote: build.query<PlanChangeQuoteView, PlanChoice>({
      query: ({ plan, period }) => `/settings/subscription/new?plan=${plan}&period=${period}`,
      keepUnusedDataFor: 0,
    }),
    changePlan: build.mutation<PlanChangeResultView, PlanChoice>({
      query: (choice) => ({ url: '/settings/subscription', method: 'POST', body: choice }),
      // The session carries the tier and the usage limit, so it reloads too.
      invalidatesTags: ['Subscription', 'User'],
    }),
    cancelSubscription: build.mutation<PlanChangeResultView, void>({
      query: () => ({ url: '/settings/subscription/cancel', method: 'POST', body: {} }),
      invalidatesTags: ['Subscription', 'User'],
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  useGetPlanChangeQuoteQuery,
  useChangePlanMutation,
  useCancelSubscriptionMutation,
} = subscriptionApi;
