import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}
type Answer = { id: number; messages: LintMessage[] } | { id: number; error: string };

let server: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (messages: LintMessage[]) => void; reject: (error: Error) => void }
>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

/** The spec file's ESLint (lint-server.mjs), started with its first case and kept until stopLinting. */
function lintServer(): ChildProcess {
  if (server) return server;
  const child = fork(path.join(__dirname, 'lint-server.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!pending) return;
    if ('error' in answer) pending.reject(new Error(answer.error));
    else pending.resolve(answer.messages);
  });
  // A child that could not start, or died with a case on its way to it, fails the waiting cases.
  child.on('error', failAll);
  child.on('exit', (code, signal) => {
    server = undefined;
    failAll(new Error(`ESLint ended (${signal ?? code}) before answering`));
  });
  server = child;
  return child;
}

/** Lints `source` as if it were the file `fileName` of the repository, with its own config; `ruleId`'s messages. */
export async function lintAs(fileName: string, source: string, ruleId: string): Promise<string[]> {
  const id = nextId++;
  const messages = await new Promise<LintMessage[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    lintServer().send({ id, fileName, source }, (error) => {
      if (error) {
        waiting.delete(id);
        reject(error);
      }
    });
  });
  return messages.filter((message) => message.ruleId === ruleId).map(({ message }) => message);
}

/** Ends the spec file's ESLint (its `afterAll`). */
export async function stopLinting(): Promise<void> {
  const child = server;
  // Without its channel the child has ended, or ends by itself (lint-server.mjs exits on disconnect).
  if (!child?.connected) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}
