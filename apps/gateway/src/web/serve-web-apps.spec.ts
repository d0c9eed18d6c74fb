import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { serveWebApps } from './serve-web-apps';

describe('serving the built web apps', () => {
  let home: string;
  beforeEach(() => (home = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-web-root-'))));
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  it("serves the app's page from a web root inside a dot folder (the desktop app's ~/.cache)", async () => {
    const webRoot = path.join(home, '.cache', 'deckmill', 'web');
    fs.mkdirSync(path.join(webRoot, 'web-app'), { recursive: true });
    fs.mkdirSync(path.join(webRoot, 'web-public'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'web-app', 'index.html'), '<title>the app</title>');
    fs.writeFileSync(path.join(webRoot, 'web-public', '404.html'), '<title>not here</title>');
    const app = express().use(serveWebApps(webRoot));

    const page = await request(app).get('/app');
    expect(page.status).toBe(200);
    expect(page.text).toBe('<title>the app</title>');
    const missing = await request(app).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('<title>not here</title>');
  });
});
