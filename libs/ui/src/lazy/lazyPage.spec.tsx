import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { lazyPage } from './lazyPage';

function Greeting() {
  return <h1>Hello</h1>;
}

/** A module load the test finishes by hand, counting how often it was started. */
function manualModule() {
  let finish: () => void = () => undefined;
  const load = vi.fn(
    () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (finish = () => resolve({ Greeting }))),
  );
  return { load, finish: () => finish() };
}

describe('lazyPage', () => {
  it('shows the fallback until the chunk arrives, then the page', async () => {
    const module = manualModule();
    const Page = lazyPage(module.load, 'Greeting');
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    await act(async () => module.finish());
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once and loads the chunk only once', async () => {
    const module = manualModule();
    const Page = lazyPage(module.load, 'Greeting');
    const preloading = Page.preload();
    module.finish();
    await preloading;
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });
});
