import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configuration `next build` saved in the build's folder, for the server of that folder. Its
 * `distDir` is made the folder the build is in now: one copied or renamed after the build would
 * otherwise read and write the pages Next regenerates in the folder it was built in.
 */
export function savedBuildConfig(buildDir: string, projectDir: string): Record<string, unknown> {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, 'required-server-files.json'), 'utf8'),
  ) as { config: Record<string, unknown> };
  return { ...manifest.config, distDir: path.relative(projectDir, buildDir) };
}
