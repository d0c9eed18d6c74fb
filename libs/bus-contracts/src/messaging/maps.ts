import type { z } from 'zod';
import type { MessageContract, RpcContract } from './registry';
import { AdminRpc } from '../admin/messages';
import { ActivityEvents, AuditEvents, AuditRpc } from '../audit/messages';
import { AdminQueriesRpc } from '../admin/owner-rpc';
import { StuckBatchesRpc } from '../admin/stuck-batches';
import { BillingEvents, BillingRpc } from '../billing/messages';
import { ConverterEvents, ConverterJobs, ConverterRpc } from '../converter/messages';
import { DatasetRpc } from '../generation/dataset-messages';
import { GenerationEvents, GenerationJobs, GenerationRpc } from '../generation/messages';
import { ShareAheadJobs } from '../generation/share-ahead-messages';
import { ShareViewEvents, ShareViewRpc } from '../generation/share-view-messages';
import { SharingRpc } from '../generation/sharing-messages';
import { IdentityEvents, IdentityRpc } from '../identity/messages';
import { DeckDeliveryEvents, DeckDeliveryJobs } from '../mail/deck-delivery';
import { MailJobs } from '../mail/messages';
import { SystemEvents, SystemJobs, SystemRpc } from '../system/messages';
import { TeamsEvents, TeamsGatewayRpc, TeamsRpc } from '../teams/messages';
import { TeamsSsoRpc } from '../teams/sso';
import { TemplatesEvents, TemplatesGatewayRpc, TemplatesJobs, TemplatesRpc } from '../templates/messages';
import { TemplatesRowPreviewRpc } from '../templates/row-preview';
import { WebhooksJobs, WebhooksRpc } from '../webhooks/messages';

/**
 * The typed maps of every message in the system. A domain adds its contracts to its own `messages.ts`
 * and spreads them here; publish, subscribe and call sites are then type-checked against the payload.
 */
export const Events = {
  ...SystemEvents,
  ...IdentityEvents,
  ...BillingEvents,
  ...TeamsEvents,
  ...TemplatesEvents,
  ...GenerationEvents,
  ...ShareViewEvents,
  ...ConverterEvents,
  ...DeckDeliveryEvents,
  ...ActivityEvents,
  ...AuditEvents,
} as const satisfies Record<string, MessageContract>;

export const Jobs = {
  ...SystemJobs,
  ...MailJobs,
  ...DeckDeliveryJobs,
  ...TemplatesJobs,
  ...GenerationJobs,
  ...ShareAheadJobs,
  ...WebhooksJobs,
  ...ConverterJobs,
} as const satisfies Record<string, MessageContract>;

export const Rpc = {
  ...SystemRpc,
  ...IdentityRpc,
  ...BillingRpc,
  ...TeamsRpc,
  ...TeamsGatewayRpc,
  ...TeamsSsoRpc,
  ...TemplatesRpc,
  ...TemplatesGatewayRpc,
  ...TemplatesRowPreviewRpc,
  ...GenerationRpc,
  ...DatasetRpc,
  ...SharingRpc,
  ...ShareViewRpc,
  ...AdminQueriesRpc,
  ...AdminRpc,
  ...StuckBatchesRpc,
  ...WebhooksRpc,
  ...AuditRpc,
  ...ConverterRpc,
} as const satisfies Record<string, RpcContract>;

export type EventKey = keyof typeof Events;
export type JobKey = keyof typeof Jobs;
export type RpcKey = keyof typeof Rpc;

export type EventPayload<K extends EventKey> = z.infer<(typeof Events)[K]['schema']>;
export type JobPayload<K extends JobKey> = z.infer<(typeof Jobs)[K]['schema']>;
export type RpcRequest<K extends RpcKey> = z.input<(typeof Rpc)[K]['request']>;
export type RpcReply<K extends RpcKey> = z.infer<(typeof Rpc)[K]['reply']>;
