import { setFlagsFromString } from 'node:v8';

/**
 * Lets each worker thread started from now on take the young generation its own `resourceLimits` ask for.
 *
 * `npm start` gives the server 8 MB semi-spaces on the command line (tools/start.mjs), as the chart does its
 * render workers through NODE_OPTIONS, and V8 applies that flag to every isolate made after it too, over a
 * worker's `maxYoungGenerationSizeMb`: PGlite's thread, asking for 8 MB of young generation, had 16 MB of
 * semi-spaces, and the file store's thread, asking for 1 MB, the same.
 * A heap's semi-spaces are sized when its isolate is made, so clearing the flag once the main thread runs
 * leaves the main thread as started and changes only the threads started later: a 10,000-row embedded batch
 * peaked at 384-396 MB on Node 24 against 395-408 MB (docs/benchmarks.md, "Session 46").
 *
 * A thread that states no young generation would now get V8's default for the host (32 MB semi-spaces on
 * Node 24 on a large machine) instead of the flag's, so every worker the server starts under the flag states
 * one (template inspection states the flag's own).
 */
export function letThreadsTakeTheirOwnHeapLimits(): void {
  setFlagsFromString('--max-semi-space-size=0');
}
