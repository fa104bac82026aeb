import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { EXAMPLE_CONFIG, renderSiteConfig } from '../../scripts/cluster/nginx';

describe('renderSiteConfig (npm run cluster)', () => {
  it('puts this run’s instances and port into the repository’s example', async () => {
    const example = await readFile(EXAMPLE_CONFIG, 'utf8');
    const rendered = renderSiteConfig(example, {
      listenPort: 9000,
      instancePorts: [4001, 4002, 4003],
    });
    expect(rendered.match(/^ +server 127\.0\.0\.1:\d+ .*;$/gm)).toEqual([
      '    server 127.0.0.1:4001 max_fails=2 fail_timeout=10s;',
      '    server 127.0.0.1:4002 max_fails=2 fail_timeout=10s;',
      '    server 127.0.0.1:4003 max_fails=2 fail_timeout=10s;',
    ]);
    expect(rendered).toContain('    listen 127.0.0.1:9000;');
    expect(rendered).not.toMatch(/listen 8080/);
    // The rest of the example is kept as it is.
    expect(rendered).toContain('proxy_next_upstream error timeout http_502 http_504;');
  });

  it('refuses an example that lost its upstream servers', () => {
    expect(() =>
      renderSiteConfig('server { listen 80; }', { listenPort: 1, instancePorts: [2] }),
    ).toThrow(/upstream servers/);
  });
});
