// How the front ends' specs run: each file in a VM context of its own inside a reused worker thread, not in a
// fresh process. jsdom, React and Testing Library are then loaded once a worker, not once a file. Measured on
// web-public's 23 files, two workers, the same 115 tests passing: 65 s of CPU in forks (the default), 55 s in
// threads, 35 s in vmThreads, where jsdom's set-up fell from 77 s to 15 s. The 612 specs of the five projects
// all pass in it.

/** Vitest's pool for every front-end project. */
export const FRONT_END_TEST_POOL = 'vmThreads';
