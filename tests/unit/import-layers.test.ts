import path from 'node:path';

import tseslint from '@typescript-eslint/eslint-plugin';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layers (pages → features → components → lib/schemas/utils, and a server that never imports
 * UI) are kept by the repository's ESLint config, which `npm run lint` applies to every file. These
 * cases prove the config catches an import that runs up a layer, whichever way it is spelled, and
 * leaves the imports the layers are built on alone.
 */
const eslint = new ESLint({
  cwd: path.join(__dirname, '../..'),
  // The cases are files that do not exist, which the type-checked rules cannot lint; the layers
  // rule needs no types.
  overrideConfig: tseslint.configs['flat/disable-type-checked'] as Linter.Config,
});

async function layerViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

const FEATURE = '~/features/admin/series/SeriesAdminScreen';
const COMPONENT = '~/components/ui/Button';
const PAGE = '~/pages/index';

describe('the import layers rule', () => {
  it.each([
    ['src/components/admin/Kit.tsx', FEATURE],
    ['src/components/admin/Kit.tsx', '../../features/admin/series/SeriesAdminScreen'],
    ['src/components/layout/Navbar.tsx', '~/features/auth/SignInForm'],
    ['src/lib/helper.ts', FEATURE],
    ['src/schemas/entity.ts', FEATURE],
    ['src/server/modules/thing/thing.service.ts', FEATURE],
    ['src/utils/helper.ts', FEATURE],
    ['src/server/modules/thing/thing.service.ts', COMPONENT],
    ['src/lib/helper.ts', '~/components/admin/list/PagedList'],
    ['src/schemas/entity.ts', COMPONENT],
    ['src/server/auth/page-guards.ts', PAGE],
    ['src/components/admin/Kit.tsx', PAGE],
    ['src/features/admin/series/Screen.tsx', PAGE],
  ])(
    'reports %s importing %s',
    async (filePath, target) => {
      const violations = await layerViolations(filePath, `import '${target}';\n`);
      expect(violations).toHaveLength(1);
    },
    60_000,
  );

  it('reports an up-import made through a dynamic import', async () => {
    const code = `export const load = () => import('${FEATURE}');\n`;
    expect(await layerViolations('src/server/feeds.ts', code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['src/pages/admin/series/index.tsx', FEATURE],
    ['src/features/admin/series/Screen.tsx', '~/components/admin/list/PagedList'],
    ['src/components/admin/Kit.tsx', COMPONENT],
    ['src/components/admin/Kit.tsx', '~/lib/admin-paths'],
    ['src/server/modules/thing/thing.service.ts', '~/lib/public-paths'],
    ['src/server/modules/thing/thing.router.ts', '~/schemas/series'],
  ])(
    'allows %s to import %s',
    async (filePath, target) => {
      expect(await layerViolations(filePath, `import '${target}';\n`)).toEqual([]);
    },
    60_000,
  );
});
