/** Local mode as the gateway sees it (GatewayOptions.local). */
export interface LocalMode {
  /** SHA-256 of LOCAL_LAUNCH_TOKEN. */
  readonly launchTokenHash: Buffer;
  /** Shuts the product down gracefully; the process then exits 0. */
  quit(): void;
}

export const LOCAL_MODE = Symbol('LOCAL_MODE');
