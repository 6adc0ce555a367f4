// The processes an app runs, found by their parent links in /proc, and their summed PSS: the
// memory bench's measure (issue "Runs light"). Whatever the server starts (a child server, a
// database, a worker process) is counted, without a list of names to keep up to date.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pssBytes } from '../../src/server/lib/process-memory.js';

export interface AppProcess {
  pid: number;
  /** Its command line, shortened for the table: "node scripts/start.mjs". */
  command: string;
  pssBytes: number;
}

/** Parent of every process now running, by pid (from /proc/<pid>/stat). */
async function parents(): Promise<Map<number, number>> {
  const links = new Map<number, number>();
  const entries = await readdir('/proc');
  await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
        // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
        const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
        if (Number.isFinite(ppid)) links.set(Number(name), ppid);
      }),
  );
  return links;
}

async function commandOf(pid: number): Promise<string[]> {
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return raw.split('\0').filter(Boolean);
}

/**
 * npm's own processes: npm itself and the shell it runs a script in. A service manager starts
 * node directly, so the issue leaves them out when the bench is started through npm.
 */
const isNpm = (argv: string[]) => argv.some((arg) => /(^|\/)npm(-cli\.js)?$/.test(arg));
const isShell = (argv: string[]) => /(^|\/)(ba|da)?sh$/.test(argv[0] ?? '');

function shorten(argv: string[]): string {
  const [program = '?', ...args] = argv;
  // Node's flags (--import tsx, --max-old-space-size) stay: they tell two node processes apart.
  const text = [path.basename(program), ...args].join(' ');
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
}

/**
 * `root` and every process descending from it, each with its PSS; npm (and npm's shell) at the
 * top of the tree are left out but their descendants counted. Processes that end while being
 * read are left out.
 */
export async function appProcesses(root: number): Promise<AppProcess[]> {
  const links = await parents();
  const tree = [root];
  for (let at = 0; at < tree.length; at++) {
    for (const [pid, ppid] of links) if (ppid === tree[at]) tree.push(pid);
  }
  const found: AppProcess[] = [];
  // Parents come before their children in `tree`: npm's shell is seen after npm.
  const npmOwn = new Set<number>();
  for (const pid of tree) {
    const argv = await commandOf(pid);
    const underNpm = npmOwn.has(links.get(pid)!);
    if ((pid === root || underNpm) && (isNpm(argv) || (underNpm && isShell(argv)))) {
      npmOwn.add(pid);
      continue;
    }
    const pss = await pssBytes(pid);
    if (pss !== null) found.push({ pid, command: shorten(argv), pssBytes: pss });
  }
  return found;
}

export const pssSum = (processes: AppProcess[]) =>
  processes.reduce((sum, process) => sum + process.pssBytes, 0);
