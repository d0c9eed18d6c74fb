import { headers as natsHeaders, type MsgHdrs } from '@nats-io/nats-core';

export function toNatsHeaders(values: Readonly<Record<string, string>>): MsgHdrs {
  const result = natsHeaders();
  for (const [name, value] of Object.entries(values)) result.set(name, value);
  return result;
}

export function fromNatsHeaders(values: MsgHdrs | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!values) return result;
  for (const name of values.keys()) result[name] = values.get(name);
  return result;
}

/** True for plain `{ name: value }` headers (what RpcClient puts in its records). */
export function isHeaderRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
