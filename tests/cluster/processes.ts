/** The processes a test started, read from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

/** A process's parent id and name; undefined once it is gone. */
function statOf(pid: number): { parent: number; name: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { parent, name };
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (children, grandchildren…), with its name. */
export function descendantsOf(pid: number): Array<{ pid: number; name: string }> {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .flatMap((one) => {
      const stat = statOf(one);
      return stat ? [{ pid: one, ...stat }] : [];
    });
  const found: Array<{ pid: number; name: string }> = [];
  const parents = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const one of all) {
      if (parents.has(one.parent) && !parents.has(one.pid)) {
        parents.add(one.pid);
        found.push({ pid: one.pid, name: one.name });
        grew = true;
      }
    }
  }
  return found;
}

/** The ancestors of a process: its parent, grandparent… */
export function ancestorsOf(pid: number): number[] {
  const chain: number[] = [];
  for (
    let current = statOf(pid)?.parent;
    current && current > 1;
    current = statOf(current)?.parent
  ) {
    chain.push(current);
  }
  return chain;
}
