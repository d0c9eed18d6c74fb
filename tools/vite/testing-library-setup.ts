// Vitest setup file of every front-end project (tools/vite/test-timeouts.ts says why).
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
