import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Notification } from '../../entities/notification.entity';

const SHOWN = 20;

/** The user's latest in-app notifications. */
@Injectable()
export class ListNotificationsUseCase {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  async execute(
    input: RpcPayload<'generation.notifications'>,
  ): Promise<RpcReply<'generation.notifications'>> {
    const found = await this.notifications.find({
      where: { userId: input.actorId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: SHOWN,
    });
    return {
      notifications: found.map((notification) => ({
        id: notification.id,
        kind: notification.kind,
        batchId: notification.batchId,
        title: notification.title,
        body: notification.body,
        read: notification.readAt !== null,
        createdAt: notification.createdAt.toISOString(),
      })),
    };
  }
}
