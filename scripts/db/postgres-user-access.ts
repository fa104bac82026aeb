import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/*
 * Started as root, the embedded PostgreSQL runs as the `postgres` system user (PostgreSQL
 * refuses to run as root), which must be able to walk into the folders that hold its programs
 * and its data. A folder only its owner may enter (mode 700: a `mktemp -d` clone, /root) stops
 * it with no more than `spawn …/initdb EACCES`; this finds such folders before anything runs.
 */

/** A system user's ids: what decides which of a folder's permission bits apply to it. */
export interface UserIds {
  uid: number;
  gid: number;
}

/** The `postgres` user's ids; null while it does not exist (the package creates it on first start). */
export function postgresUserIds(): UserIds | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Whether `user` may enter the folder `dir` (its search bit for the owner, group or others). */
function mayEnter(dir: string, user: UserIds | null): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (user?.uid === uid) return (mode & 0o100) !== 0;
  if (user?.gid === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The existing folders on the way to `target` (itself included, if it is one) that `user` may not enter. */
export function foldersBlocking(target: string, user: UserIds | null): string[] {
  const blocking: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const isFolder = (() => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    })();
    if (isFolder && !mayEnter(dir, user)) blocking.unshift(dir);
    if (dir === path.dirname(dir)) return blocking;
  }
}

/**
 * What stops the `postgres` user from reaching PostgreSQL's programs (`binDir`) or its data
 * folder's parent (`dataDir` itself is handed to it), with the three ways out; null when nothing does.
 */
export function postgresUserAccessProblem(
  { binDir, dataDir }: { binDir: string; dataDir: string },
  user: UserIds | null,
): string | null {
  const blocked = [
    ...new Set([...foldersBlocking(binDir, user), ...foldersBlocking(path.dirname(dataDir), user)]),
  ];
  if (blocked.length === 0) return null;
  const quoted = blocked.map((dir) => `'${dir}'`).join(' ');
  return [
    `The embedded PostgreSQL cannot start: run as root, it runs as the system user 'postgres' ` +
      `(PostgreSQL refuses to run as root), and their permissions keep that user out of ` +
      `${blocked.join(', ')}, on the way to its programs in ${binDir} or its data in ${dataDir}. ` +
      'Any one of these fixes it:',
    `  - let other users through those folders: chmod o+x ${quoted}`,
    '  - run Teamfolio as a user other than root (in a folder that user owns)',
    '  - set DATABASE_URL to a PostgreSQL server of your own: the embedded one is then not used',
  ].join('\n');
}
