/**
 * deploy/systemd/teamfolio.service: systemd reads it without a complaint, it runs what
 * `npm start` runs (so the same migrations and Node heap flags), is started again when it
 * fails, and runs as a user with no more rights than the server needs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { REPO_ROOT } from '../../scripts/db/paths';

const UNIT_FILE = path.join(REPO_ROOT, 'deploy/systemd/teamfolio.service');
const unit = await readFile(UNIT_FILE, 'utf8');

/** The `Key=value` settings of the unit's [Service] section. */
function serviceSettings(text: string): Map<string, string> {
  const section = text.slice(text.indexOf('[Service]'), text.indexOf('[Install]'));
  const settings = new Map<string, string>();
  for (const line of section.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match) settings.set(match[1]!, match[2]!);
  }
  return settings;
}

const service = serviceSettings(unit);
const workingDirectory = service.get('WorkingDirectory')!;

describe('the systemd unit', () => {
  it('passes systemd-analyze verify, pointed at this checkout', async () => {
    // verify checks that ExecStart's program exists: the example's folder is not this one.
    const folder = await mkdtemp(path.join(tmpdir(), 'teamfolio-unit-'));
    try {
      const file = path.join(folder, 'teamfolio.service');
      await writeFile(file, unit.replaceAll(workingDirectory, REPO_ROOT));
      const { stderr } = await promisify(execFile)('systemd-analyze', ['verify', file]);
      // It exits 0 on a setting it cannot parse or does not know, and says so on stderr.
      expect(stderr).toBe('');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('runs what `npm start` runs, without npm in between', async () => {
    const { scripts } = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(service.get('ExecStart')).toBe(`${workingDirectory}/node_modules/.bin/${scripts.start}`);
    // scripts/serve.ts stops Next and the embedded PostgreSQL itself on SIGTERM.
    expect(service.get('KillMode')).toBe('mixed');
  });

  it('is started again when it fails, after a pause', () => {
    expect(service.get('Restart')).toBe('on-failure');
    expect(service.get('RestartSec')).toMatch(/^[1-9]\d*s$/);
    expect(service.get('EnvironmentFile')).toMatch(/^\//);
  });

  it('runs as a user of its own, writing only its data and its build folder', () => {
    expect(service.get('User')).toMatch(/^(?!root$)\w+$/);
    expect(service.get('NoNewPrivileges')).toBe('true');
    expect(service.get('ProtectSystem')).toBe('strict');
    expect(service.get('ReadWritePaths')?.split(' ')).toEqual([
      `${workingDirectory}/.data`,
      `${workingDirectory}/.next`,
    ]);
    expect(service.get('CapabilityBoundingSet')).toBe('');
  });
});
