import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { savedBuildConfig } from '../../scripts/site/build-config';

let projectDir: string | undefined;

afterEach(async () => {
  if (projectDir) await rm(projectDir, { recursive: true, force: true });
});

describe('savedBuildConfig (the configuration a build is served with)', () => {
  it('serves a build copied to another folder from that folder, not the one it was built in', async () => {
    projectDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-build-config-'));
    const copy = path.join(projectDir, '.next-cluster');
    await mkdir(copy);
    const saved = { distDir: '.next', poweredByHeader: false, cacheMaxMemorySize: 8388608 };
    await writeFile(
      path.join(copy, 'required-server-files.json'),
      JSON.stringify({ version: 1, config: saved }),
    );

    expect(savedBuildConfig(copy, projectDir)).toEqual({ ...saved, distDir: '.next-cluster' });
  });
});
