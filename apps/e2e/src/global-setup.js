// The browser tests run the built product; say how to build it rather than failing obscurely.
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function e2eGlobalSetup() {
  const root = path.resolve(__dirname, '../../..');
  const needed = [
    'dist/server/apps/server/src/main.js',
    'dist/web/web-public/index.html',
    'dist/web/web-app/index.html',
  ];
  const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(`Build the product first (npm run build): missing ${missing.join(', ')}`);
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is not installed: apt-get install chromium (never a downloaded browser).');
  }
};
