import { defaultRenderThreads } from './render-threads';

describe('defaultRenderThreads', () => {
  it('renders beside the main thread only where a core is left for it', () => {
    expect(defaultRenderThreads(1)).toBe(0);
    expect(defaultRenderThreads(2)).toBe(0);
    expect(defaultRenderThreads(3)).toBe(1);
    expect(defaultRenderThreads(16)).toBe(1);
  });
});
