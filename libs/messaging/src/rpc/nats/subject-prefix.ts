/** `ns.` when a namespace isolates a deployment (or a test worker) on a shared NATS server. */
export function subjectPrefix(namespace: string | undefined): string {
  return namespace ? `${namespace}.` : '';
}
