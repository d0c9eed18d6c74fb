import { startTestStack } from '@deckmill/server-harness';

describe('shutdown of every service in one process', () => {
  it('destroys the shared DataSource exactly once', async () => {
    const stack = await startTestStack({ s3: false });
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has services that keep data, so a DataSource');
    const destroy = jest.spyOn(dataSource, 'destroy');

    await stack.stop();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(dataSource.isInitialized).toBe(false);
  }, 120_000);
});
