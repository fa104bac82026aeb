/**
 * Peak resident memory of a process and all its descendants (Next's server runs in a child of
 * `next start`), sampled from /proc. Linux only; elsewhere the peak stays 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { processStatFields } from '../db/processes';

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process has gone, or there is no /proc
  }
}

function parentOf(pid: number): number | undefined {
  const parent = processStatFields(pid)?.[1];
  return parent === undefined ? undefined : Number(parent);
}

function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}

function processTree(root: number): number[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    tree.push(...(children.get(tree[index]!) ?? []));
  }
  return tree;
}

export function treeResidentBytes(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + residentBytes(pid), 0);
}

/** Samples the tree's resident memory every `intervalMs` until stopped; `peakBytes` so far. */
export function sampleTreeMemory(root: number, intervalMs = 200) {
  let peakBytes = 0;
  const sample = () => {
    peakBytes = Math.max(peakBytes, treeResidentBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    get peakBytes() {
      return peakBytes;
    },
    stop() {
      clearInterval(timer);
      sample();
      return peakBytes;
    },
  };
}
