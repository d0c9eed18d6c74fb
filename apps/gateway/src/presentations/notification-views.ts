import type { BatchNotification } from '@deckmill/bus-contracts';
import { NotificationSchema, type Notification } from '@deckmill/api-contracts';
import { z } from 'zod';

/** The web app's page of the batch a notification is about (apps/web-app's `paths.presentations`). */
export function presentationPagePath(batchId: string): string {
  return `/app/presentations/${batchId}`;
}

const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });

/** GET /api/app/notifications: generation's notices, linked to the batch's page as the API has always sent. */
export function notificationList(notices: readonly BatchNotification[]): { notifications: Notification[] } {
  return NotificationListSchema.parse({
    notifications: notices.map((notice) => ({
      id: notice.id,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      url: presentationPagePath(notice.batchId),
      read: notice.read,
      created_at: notice.createdAt,
    })),
  });
}
