import type { NextFunction, Request, Response } from 'express';

/**
 * `Cache-Control: no-store` on every answer under `/api/`, set before any handler runs: API answers carry
 * personal data (profiles, keys, batches, rows) that no browser cache or shared proxy may keep. A route that
 * may be cached says so itself (its own `Cache-Control` replaces this one: the public home figures, row
 * previews); the web apps and their assets are served outside `/api/` and keep their own caching.
 */
export function noStoreMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
}
