import { Injectable } from '@nestjs/common';
import { EndpointRepository } from '../../../endpoints';
import { EventDispatch } from '../../event-dispatch';
import type { OutgoingEvent } from '../../public-event';

/** A public event made from one of generation's (each handler builds it from its own payload). */
export interface FanOutEventInput {
  /** The batch's owner, whose own endpoints hear it. */
  readonly ownerUserId: string;
  /** The team its template is shared with, whose endpoints hear it too; null when private. */
  readonly teamId: number | null;
  readonly event: OutgoingEvent;
}

/**
 * One delivery per enabled endpoint of the owner (and of the template's team) subscribed to the event's type, each its own durable job.
 * Idempotent: a redelivered bus event finds its deliveries stored and enqueues only those never attempted
 * (the job's message id drops a second enqueue inside the bus's duplicate window). A first attempt whose job is
 * lost (the process died between storing and publishing) is published by the retry sweeper.
 */
@Injectable()
export class FanOutEventUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly dispatch: EventDispatch,
  ) {}

  async execute(input: FanOutEventInput): Promise<number> {
    const subscribers = await this.endpoints.subscribers(
      input.ownerUserId,
      input.teamId,
      input.event.eventType,
    );
    return this.dispatch.dispatch(subscribers, input.event);
  }
}
