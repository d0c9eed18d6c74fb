import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliveryResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
} from '@deckmill/api-contracts';
import { webhookPaths } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** The /api prefix is the slice's base; the contracts' paths carry it. */
const relative = (path: string) => path.replace(/^\/api/, '');

/** Settings → Webhooks: endpoints, their secrets (create and rotate only), test events, delivery logs. */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's own endpoints, or a team's (its admins only) with a team id. */
    getWebhooks: build.query<{ webhooks: WebhookResponse[] }, number | undefined>({
      query: (teamId) => relative(teamId === undefined ? webhookPaths.list : webhookPaths.teamList(teamId)),
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<WebhookWithSecretResponse, CreateWebhookBody>({
      query: (body) => ({ url: relative(webhookPaths.list), method: 'POST', body }),
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<{ webhook: WebhookResponse }, { id: string; changes: UpdateWebhookBody }>({
      query: ({ id, changes }) => ({ url: relative(webhookPaths.one(id)), method: 'PATCH', body: changes }),
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: relative(webhookPaths.one(id)), method: 'DELETE' }),
      invalidatesTags: ['Webhook'],
    }),
    rotateWebhookSecret: build.mutation<WebhookWithSecretResponse, string>({
      query: (id) => ({ url: relative(webhookPaths.rotateSecret(id)), method: 'POST' }),
    }),
    sendWebhookTest: build.mutation<{ event_id: string }, string>({
      query: (id) => ({ url: relative(webhookPaths.test(id)), method: 'POST' }),
      invalidatesTags: ['Webhook'],
    }),
    getWebhookDeliveries: build.query<{ deliveries: WebhookDeliveryResponse[] }, string>({
      query: (id) => relative(webhookPaths.deliveries(id)),
      providesTags: ['Webhook'],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveriesQuery,
} = webhooksApi;
