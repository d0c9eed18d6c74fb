/**
 * How every NATS connection of a process rides out an outage: it reconnects forever (the client's default
 * gives up after 10 attempts 2 s apart, leaving the process connected to nothing until restarted), with
 * jitter so a fleet does not reconnect in lockstep. Meanwhile /api/health/ready answers 503 (the bus ping
 * fails) and /api/health/live 200: an orchestrator stops routing to the process but does not kill it.
 * The first connection is not retried: a process that cannot reach NATS at start exits and is restarted.
 */
export const NATS_RECONNECT_OPTIONS = {
  maxReconnectAttempts: -1,
  reconnectTimeWait: 2_000,
  reconnectJitter: 1_000,
  reconnectJitterTLS: 2_000,
  // A half-open connection (the server vanished without a FIN) is noticed within pingInterval x maxPingOut.
  pingInterval: 10_000,
  maxPingOut: 3,
} as const;
