// Removes the run's template data directory (global-setup.js).
const fs = require('node:fs');
const { TEMPLATE_ENV } = require('./template-data-dir');

module.exports = async function e2eGlobalTeardown() {
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.rmSync(template, { recursive: true, force: true });
};
