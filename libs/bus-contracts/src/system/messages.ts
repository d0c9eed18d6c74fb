import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';

/** Contracts used by the platform itself: health probes and the messaging contract tests. */
export const SystemRpc = {
  'system.ping': defineRpc(
    'system.ping',
    1,
    z.object({ service: z.string() }),
    z.object({ service: z.string(), ok: z.literal(true), at: z.string() }),
  ),
} as const;

export const SystemEvents = {
  'system.probe': defineMessage('system.probe', 1, z.object({ id: z.string(), note: z.string().optional() })),
} as const;

export const SystemJobs = {
  'system.probe-job': defineMessage(
    'system.probe-job',
    1,
    z.object({ id: z.string(), attempt: z.number().optional() }),
  ),
} as const;
