import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { altText } from '../../test/support/chart-xml';
import { readFixture } from '../../test/support/fixtures';
import { editDeck } from '../../test/support/inject-text';
import { inspectCommand } from '../cli/inspect-command';

describe('deckmill inspect of a bound chart', () => {
  it('shows the chart as {{chart:list}} with the fields it reads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deckmill-inspect-chart-'));
    try {
      const file = path.join(dir, 'template.pptx');
      const template = editDeck(readFixture('automizer-SlideWithCharts.pptx'), {
        'ppt/slides/slide2.xml': altText('PieChart', '{{chart:share}}'),
      });
      await writeFile(file, template);
      const out = new PassThrough();
      let text = '';
      out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      await inspectCommand(file, false, out);
      expect(text).toContain('  share  slide 2 (chart)\n');
      expect(text).toContain('Sections:\n  {{chart:share}}  (slide 2, chart): category, Datenreihe 1\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
