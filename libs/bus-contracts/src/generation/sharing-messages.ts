import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import { ShareLinkStatsSchema, ShareSummarySchema } from './share-view-messages';

const UserId = z.string().uuid();
const BatchId = z.string().uuid();
const LinkId = z.string().uuid();
/** The SHA-256 (hex) of a link's token: the gateway hashes it, so tokens never travel on the bus or reach logs. */
const TokenHash = z.string().regex(/^[0-9a-f]{64}$/);

/** What a link's viewer may do besides looking at the slides. */
export const SHARE_LINK_ACCESS = ['view_only', 'allow_download'] as const;
export type ShareLinkAccess = (typeof SHARE_LINK_ACCESS)[number];

/** `email`: the viewer types an address first; `email_match`: it must be the row's address. */
export const SHARE_LINK_GATES = ['none', 'email', 'email_match'] as const;
export type ShareLinkGate = (typeof SHARE_LINK_GATES)[number];

/** Why a link answers 410: revoked by the owner, past its expiry, replaced by a new token, or its deck deleted. */
export const SHARE_LINK_GONE_REASONS = ['revoked', 'expired', 'regenerated', 'deleted'] as const;

/** A batch's sharing settings as posted with create-batch; every field has a default. */
export const ShareSettingsRequestSchema = z.object({
  /** Absent: on for paid plans, off for free. */
  enabled: z.boolean().optional(),
  expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
  access: z.enum(SHARE_LINK_ACCESS).optional(),
  gate: z.enum(SHARE_LINK_GATES).optional(),
  /** The data column holding each row's address, for `email_match`. */
  gateColumn: z.string().trim().min(1).max(255).nullable().optional(),
  /** E-mail the owner when a deck is viewed (at most once a deck per hour); absent: no. */
  notifyByEmail: z.boolean().optional(),
  /**
   * Living links: the data column that names a row across runs; when the batch runs again, each link serves
   * the newest run's deck of the row with the same value (unless pinned). Absent or null: links stay with their
   * own deck.
   */
  keyColumn: z.string().trim().min(1).max(255).nullable().optional(),
  /** Draw every deck's slides once it is made, so the first view does not wait; absent: on the first view. */
  drawAhead: z.boolean().optional(),
});
export type ShareSettingsRequest = z.infer<typeof ShareSettingsRequestSchema>;

/** One deck's personal link as its owner sees it; `token` is the secret part of APP_URL/d/<token>. */
export const ShareLinkSchema = z.object({
  id: LinkId,
  batchId: BatchId,
  rowNumber: z.number().int().positive(),
  fileName: z.string(),
  token: z.string(),
  /** `pending`: the deck is not made yet (or failed): the link answers 404 until it is. */
  state: z.enum(['active', 'pending', 'revoked', 'expired']),
  access: z.enum(SHARE_LINK_ACCESS),
  gate: z.enum(SHARE_LINK_GATES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The row's address (gate column), for the CSV export; null without one. */
  email: z.string().nullable(),
  /** What its viewers did (absent from older producers: never opened). */
  stats: ShareLinkStatsSchema.optional(),
  /** Living links: kept on its own deck when the batch runs again (absent from older producers: no). */
  pinned: z.boolean().optional(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareLinkListSchema = z.object({
  batchId: BatchId,
  batchName: z.string(),
  links: z.array(ShareLinkSchema),
  /** The links together (absent from older producers). */
  summary: ShareSummarySchema.optional(),
});
export type ShareLinkList = z.infer<typeof ShareLinkListSchema>;

/** What the public viewer may show of an open link: never storage keys of other rows, never the token. */
export const OpenedShareLinkSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('unknown') }),
  z.object({ state: z.literal('gone'), reason: z.enum(SHARE_LINK_GONE_REASONS) }),
  /** The viewer must type an address (`refused`: the one sent does not match the row's). */
  z.object({ state: z.literal('gated'), refused: z.boolean() }),
  z.object({
    state: z.literal('open'),
    linkId: LinkId,
    batchId: BatchId,
    rowNumber: z.number().int().positive(),
    ownerId: UserId,
    templateTeamId: z.number().int().positive().nullable(),
    batchName: z.string(),
    fileName: z.string(),
    access: z.enum(SHARE_LINK_ACCESS),
    /** The formats the viewer may download (empty for view only). */
    downloads: z.array(z.enum(['pptx', 'pdf'])),
    /** A gate passed now: the pass the viewer's cookie keeps (random, stored hashed). */
    pass: z.string().nullable(),
    /**
     * Living links: when the deck shown is a later run's (the batch ran again), that run's finish time; absent
     * or null: the link's own deck.
     */
    updatedAt: z.string().nullable().optional(),
  }),
]);
export type OpenedShareLink = z.infer<typeof OpenedShareLinkSchema>;

const ViewerRequest = z.object({
  tokenHash: TokenHash,
  /** The address typed at the gate, or the pass cookie from an earlier one. */
  email: z.string().max(320).optional(),
  pass: z.string().max(100).optional(),
});

/**
 * Personal links of a batch's decks (docs/sharing.md). The owner's calls answer not found for anyone who may not
 * see the batch (BatchAccess); only the owner changes links (a team member: forbidden). The viewer's calls name
 * the link by its token's hash.
 */
export const SharingRpc = {
  'generation.share-links': defineRpc(
    'generation.share-links',
    1,
    z.object({ actorId: UserId, batchId: BatchId }),
    ShareLinkListSchema,
  ),
  /** Changes one link's expiry, access, gate or pin; `expiresAt` null: never. */
  'generation.update-share-link': defineRpc(
    'generation.update-share-link',
    1,
    z.object({
      actorId: UserId,
      batchId: BatchId,
      linkId: LinkId,
      expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
      access: z.enum(SHARE_LINK_ACCESS).optional(),
      gate: z.enum(SHARE_LINK_GATES).optional(),
      /** Living links: true keeps the link on its own deck when the batch runs again. */
      pinned: z.boolean().optional(),
    }),
    ShareLinkSchema,
  ),
  /** Revokes one link, or every link of the batch (no `linkId`); answers how many were revoked now. */
  'generation.revoke-share-links': defineRpc(
    'generation.revoke-share-links',
    1,
    z.object({ actorId: UserId, batchId: BatchId, linkId: LinkId.optional() }),
    z.object({ revoked: z.number().int().nonnegative() }),
  ),
  /** A new token for the link; the old one answers 410 from now on. A revoked link becomes active again. */
  'generation.regenerate-share-link': defineRpc(
    'generation.regenerate-share-link',
    1,
    z.object({ actorId: UserId, batchId: BatchId, linkId: LinkId }),
    ShareLinkSchema,
  ),
  /** The viewer opens a link: its state, and when open what it shows. */
  'generation.open-share-link': defineRpc(
    'generation.open-share-link',
    1,
    ViewerRequest,
    OpenedShareLinkSchema,
  ),
  /**
   * The slides of an open link's deck, drawn once (on first view) and kept in storage: their keys in order and
   * each slide's text for screen readers. Unavailable while the drawing tools are missing.
   */
  'generation.share-link-slides': defineRpc(
    'generation.share-link-slides',
    1,
    ViewerRequest,
    z.object({
      slides: z.array(z.object({ key: z.string(), text: z.string() })),
    }),
  ),
  /** The storage key of an open link's deck or PDF, when its access allows downloads (else forbidden). */
  'generation.share-link-file': defineRpc(
    'generation.share-link-file',
    1,
    ViewerRequest.extend({
      format: z.enum(['pptx', 'pdf']),
      /** The viewer page's view, when it has one: the download counts for it too. */
      viewId: z.string().uuid().optional(),
    }),
    z.object({
      key: z.string(),
      fileName: z.string(),
      sizeBytes: z.number().int().nonnegative(),
      /** Whose deck it is, for the gateway's `deck.downloaded`. */
      batchId: BatchId,
      rowNumber: z.number().int().positive(),
      ownerId: UserId,
      templateTeamId: z.number().int().positive().nullable(),
      batchName: z.string(),
    }),
  ),
} as const;
