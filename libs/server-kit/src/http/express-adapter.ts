import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * The Express instance every Deckmill process is built on. `/API/x` and `/api/x/` are not `/api/x`: one
 * spelling per route, so no rule that looks at the path can be sidestepped by another spelling. Express builds
 * its router on first use, and Nest's adapter uses it at once, so the settings must come before the adapter.
 */
export function createExpressAdapter(): ExpressAdapter {
  const server = express();
  server.enable('case sensitive routing');
  server.enable('strict routing');
  return new ExpressAdapter(server);
}
