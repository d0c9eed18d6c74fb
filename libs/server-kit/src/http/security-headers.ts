import helmet from 'helmet';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Origins serving files the pages show or fetch (the public S3 origin of presigned links). */
  fileOrigins?: readonly string[];
}

/**
 * Security headers for every response: a strict CSP (the front ends load only their own scripts and styles),
 * nosniff, frame-ancestors 'none', referrer policy, and HSTS only when served over https.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const fileOrigins = options.fileOrigins ?? [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...fileOrigins],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
