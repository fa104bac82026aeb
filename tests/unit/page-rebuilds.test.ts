import { describe, expect, it } from 'vitest';

import { rebuildPage } from '~/server/cache/page-rebuilds';

/**
 * A stand-in for Next's on-demand revalidation: a render reads the "database" when it starts and
 * stores what it read as the page a little later, and a revalidation asked for while a render
 * runs joins that render, as Next's response cache does.
 */
function fakeSite() {
  const site = { database: 'v1', page: '', renders: 0 };
  let inFlight: Promise<void> | undefined;
  const render = async () => {
    site.renders += 1;
    const read = site.database;
    await new Promise((resolve) => setTimeout(resolve, 20));
    site.page = read;
  };
  const rebuild = () => {
    inFlight ??= render().finally(() => (inFlight = undefined));
    return inFlight;
  };
  return { site, rebuild };
}

describe('rebuildPage', () => {
  it('renders again after a write made while a render was running', async () => {
    const { site, rebuild } = fakeSite();
    const first = rebuildPage('/blog', rebuild);
    site.database = 'v2';
    const second = rebuildPage('/blog', rebuild);
    await Promise.all([first, second]);
    expect(site.page).toBe('v2');
    expect(site.renders).toBe(2);
  });

  it('gives every request made during one render a single follow-up', async () => {
    const { site, rebuild } = fakeSite();
    const running = rebuildPage('/series', rebuild);
    const waiting = ['v2', 'v3', 'v4'].map((value) => {
      site.database = value;
      return rebuildPage('/series', rebuild);
    });
    await Promise.all([running, ...waiting]);
    expect(site.renders).toBe(2);
    expect(site.page).toBe('v4');
  });

  it('keeps paths apart and starts afresh once nothing runs', async () => {
    const blog = fakeSite();
    const media = fakeSite();
    await Promise.all([rebuildPage('/a', blog.rebuild), rebuildPage('/b', media.rebuild)]);
    expect([blog.site.renders, media.site.renders]).toEqual([1, 1]);
    blog.site.database = 'v2';
    await rebuildPage('/a', blog.rebuild);
    expect(blog.site).toMatchObject({ renders: 2, page: 'v2' });
  });

  it('runs the follow-up when the render it waited for failed', async () => {
    const { site, rebuild } = fakeSite();
    const failing = rebuildPage('/projects', () => Promise.reject(new Error('render failed')));
    site.database = 'v2';
    const next = rebuildPage('/projects', rebuild);
    await expect(failing).rejects.toThrow('render failed');
    await next;
    expect(site.page).toBe('v2');
  });
});
