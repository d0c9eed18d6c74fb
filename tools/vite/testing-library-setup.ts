// Vitest setup file of every front-end project: Testing Library's timeouts (tools/vite/test-timeouts.ts says
// why) and its cleanup after every test. Testing Library registers that cleanup itself when it is imported,
// but under the vmThreads pool only the first spec file of a worker got it: later files kept every test's
// page mounted (their components went on fetching, "Found multiple elements" with one worker).
// The projects also undo stubs before the next test (`unstubGlobals`), not in a spec's afterEach: that ran
// before this cleanup, so a debounced request fired in between reached Node's real fetch, whose abort on
// unmount then failed inside its FormData body writer (an unhandled rejection that failed a CI under load).
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
