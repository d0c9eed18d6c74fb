import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BatchNotification } from '@deckmill/bus-contracts';
import { Notification } from '../../entities/notification.entity';

const SHOWN = 20;

/** The user's latest in-app notifications. */
@Injectable()
export class ListNotificationsUseCase {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  async execute(userId: string): Promise<BatchNotification[]> {
    const found = await this.notifications.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: SHOWN,
    });
    return found.map((notification) => ({
      id: notification.id,
      kind: notification.kind,
      batchId: notification.batchId,
      title: notification.title,
      body: notification.body,
      read: notification.readAt !== null,
      createdAt: notification.createdAt.toISOString(),
    }));
  }
}
