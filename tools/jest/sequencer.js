// Longest suites first, also on a fresh clone. Jest orders by the durations it cached on this machine and,
// without them, by file size; on CI's fresh clone that started the e2e crawl of every route (464 s, the
// longest by far) late, and a worker sat idle while the other finished it. Without a cached duration, the
// seconds recorded in suite-seconds.json (a CI run's) stand in.
const fs = require('node:fs');
const path = require('node:path');
const { default: TestSequencer } = require('@jest/test-sequencer');
const recorded = require('./suite-seconds.json');

const ROOT = path.resolve(__dirname, '../..');

/** A group file's expected seconds, from the first line suite-groups.js writes ("// 9 suites, about 155 s: ..."). */
function groupSeconds(file) {
  if (!file.endsWith('.int-group.js')) return undefined;
  const match = /about (\d+) s/.exec(fs.readFileSync(file, 'utf8').split('\n', 1)[0]);
  return match ? Number(match[1]) : undefined;
}

class LongestFirstSequencer extends TestSequencer {
  time(test) {
    // A group file is written afresh each run: its expected time, not what Jest cached for an older group.
    const group = groupSeconds(test.path);
    if (group !== undefined) return group * 1000;
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = recorded[path.relative(ROOT, test.path)];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = LongestFirstSequencer;
