/** What the composition root tells the gateway (GatewayModule.forRoot). */
export interface GatewayOptions {
  /** Public URL of the site: cookies are secure and scoped to it. */
  readonly appUrl: string;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
