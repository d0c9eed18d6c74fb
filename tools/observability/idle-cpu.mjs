// Idle CPU of a running Deckmill (docs/operations.md "Idle cost"): the CPU time (utime + stime in
// /proc/<pid>/stat) each process under a root process spends over a window, in cores (1.0 = one core busy).
//   node tools/observability/idle-cpu.mjs --pid <root pid> [--seconds 60] [--also <pid,pid>]
// `--also` adds processes outside the tree, e.g. the NATS server, whose work the stack's polling causes.
// The root is `npm run start:stack`'s or `npm start`'s process; its children (each service) are found
// through /proc/<pid>/task/*/children. Linux only.
import fs from 'node:fs';
import os from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
if (args.includes('--help') || option('pid') === undefined) {
  console.log(
    'Usage: node tools/observability/idle-cpu.mjs --pid <root pid> [--seconds 60] [--also <pid,pid>]',
  );
  process.exit(args.includes('--help') ? 0 : 2);
}
const root = Number(option('pid'));
const seconds = Number(option('seconds', '60'));
// USER_HZ: the unit of utime and stime, 100 on every Linux Node runs on.
const TICKS_PER_SECOND = 100;

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The root and every process under it. */
function tree(pid) {
  const tasks = fs.readdirSync(`/proc/${pid}/task`, { withFileTypes: true }).map((task) => task.name);
  const children = tasks.flatMap((task) =>
    (read(`/proc/${pid}/task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap((child) => (fs.existsSync(`/proc/${child}`) ? tree(child) : []))];
}

/** utime + stime in ticks (fields 14 and 15, counted after the command's closing parenthesis). */
function ticks(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function label(pid) {
  const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  const target = argv.find((arg) => arg.startsWith('--target='));
  const name = argv.slice(0, 3).map((arg) => arg.split('/').slice(-2).join('/'));
  return target ? target.slice('--target='.length) : name.join(' ').slice(0, 60);
}

const also = String(option('also', '')).split(',').filter(Boolean).map(Number);
const pids = [...tree(root), ...also];
const before = new Map(pids.map((pid) => [pid, ticks(pid)]));
const started = process.hrtime.bigint();
await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;

let total = 0;
const rows = [];
for (const pid of pids) {
  const [start, end] = [before.get(pid), ticks(pid)];
  if (start === undefined || end === undefined) continue;
  const cores = (end - start) / TICKS_PER_SECOND / elapsed;
  total += cores;
  rows.push({ pid, process: label(pid), cores: Number(cores.toFixed(4)) });
}
rows.sort((a, b) => b.cores - a.cores);
console.table(rows);
console.log(`${rows.length} processes over ${elapsed.toFixed(1)} s: ${total.toFixed(3)} cores in all`);
// Other work on the machine inflates every process's CPU time (caches, switches): say how busy it was.
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
