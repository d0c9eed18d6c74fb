import { parseLog } from './log-records';

describe('parseLog', () => {
  it('replays complete lines and drops a torn last line', () => {
    const text = [
      '{"t":"consumer","stream":"jobs","name":"renderers","subject":"deckmill.job.x.v1"}',
      '{"t":"done","stream":"jobs","name":"renderers","seq":1}',
      '{"t":"msg","seq":2,"str',
    ].join('\n');
    expect(parseLog(text)).toEqual([
      { t: 'consumer', stream: 'jobs', name: 'renderers', subject: 'deckmill.job.x.v1' },
      { t: 'done', stream: 'jobs', name: 'renderers', seq: 1 },
    ]);
  });

  it('ignores blank lines and lines that are not records', () => {
    expect(parseLog('\n[1,2]\n{"t":"unknown"}\n{"t":"sequence","last":7}\n')).toEqual([
      { t: 'sequence', last: 7 },
    ]);
  });
});
