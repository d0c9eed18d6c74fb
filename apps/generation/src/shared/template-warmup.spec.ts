import { TemplateCache } from './template-cache';
import { TemplateWarmup } from './template-warmup';

/** A cache that records what it was asked to warm instead of reading anything. */
class RecordingCache extends TemplateCache {
  readonly warmed: string[] = [];
  override warm(fileKey: string): void {
    this.warmed.push(fileKey);
  }
}

describe('TemplateWarmup', () => {
  it('warms the template in a process that renders chunks', () => {
    const cache = new RecordingCache({} as never);
    new TemplateWarmup(cache, true).startFor('templates/a.pptx');
    expect(cache.warmed).toEqual(['templates/a.pptx']);
  });

  it('compiles nothing in a process that never renders', () => {
    const cache = new RecordingCache({} as never);
    new TemplateWarmup(cache, false).startFor('templates/a.pptx');
    expect(cache.warmed).toEqual([]);
  });
});
