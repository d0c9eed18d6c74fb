import type { z } from 'zod';

/**
 * Versioned message contracts. Every event, job and request/reply subject is declared once, with the zod
 * schema of its payload and a version. The version is part of the wire subject, so a breaking change is a
 * new subject (`…v2`) that can run beside the old one while consumers move over.
 */
export interface MessageContract<TSchema extends z.ZodType = z.ZodType> {
  /** Logical name, e.g. `user.registered`. */
  readonly name: string;
  readonly version: number;
  readonly schema: TSchema;
}

export interface RpcContract<TRequest extends z.ZodType = z.ZodType, TReply extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly version: number;
  readonly request: TRequest;
  readonly reply: TReply;
}

export function defineMessage<TSchema extends z.ZodType>(
  name: string,
  version: number,
  schema: TSchema,
): MessageContract<TSchema> {
  return { name, version, schema };
}

export function defineRpc<TRequest extends z.ZodType, TReply extends z.ZodType>(
  name: string,
  version: number,
  request: TRequest,
  reply: TReply,
): RpcContract<TRequest, TReply> {
  return { name, version, request, reply };
}

/** `deckmill.evt.user.registered.v1` */
export function eventSubject(contract: MessageContract): string {
  return `deckmill.evt.${contract.name}.v${contract.version}`;
}

/** `deckmill.job.generation.render-chunk.v1` */
export function jobSubject(contract: MessageContract): string {
  return `deckmill.job.${contract.name}.v${contract.version}`;
}

/** `deckmill.rpc.identity.sign-up.v1` */
export function rpcSubject(contract: RpcContract): string {
  return `deckmill.rpc.${contract.name}.v${contract.version}`;
}
