import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = 'tests/integration/calling-the-api.test.ts';

describe("docs/api.md's example of calling the API from a test", () => {
  it('is the example test file, word for word, so it runs with the suite', () => {
    const apiDoc = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
    const example = readFileSync(path.join(ROOT, EXAMPLE), 'utf8');
    expect(apiDoc).toContain(`\`\`\`ts\n// ${EXAMPLE}\n${example}\`\`\``);
  });
});
