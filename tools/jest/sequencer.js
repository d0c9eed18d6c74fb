// Longest suites first, also on a fresh clone. Jest orders by the durations it cached on this machine and,
// without them, by file size; on CI's fresh clone that started the e2e crawl of every route (464 s, the
// longest by far) late, and a worker sat idle while the other finished it. Without a cached duration, the
// seconds recorded in suite-seconds.json (a CI run's) stand in.
const path = require('node:path');
const { default: TestSequencer } = require('@jest/test-sequencer');
const recorded = require('./suite-seconds.json');

const ROOT = path.resolve(__dirname, '../..');

class LongestFirstSequencer extends TestSequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = recorded[path.relative(ROOT, test.path)];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = LongestFirstSequencer;
