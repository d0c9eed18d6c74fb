import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { Notification as NotificationResource } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import { Notification } from '../../entities/notification.entity';

const SHOWN = 20;

/** The user's latest in-app notifications. */
@Injectable()
export class ListNotificationsUseCase {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  async execute(userId: string): Promise<NotificationResource[]> {
    const found = await this.notifications.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: SHOWN,
    });
    return found.map((notification) => ({
      id: notification.id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      url: notification.url,
      read: notification.readAt !== null,
      created_at: notification.createdAt.toISOString(),
    }));
  }
}
