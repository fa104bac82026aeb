import { describe, expect, it } from 'vitest';

import { botDropReason } from '~/server/analytics/bot-filter';

import { botUserAgents, browserUserAgents } from '../helpers/user-agents';

describe('botDropReason', () => {
  it('has corpora of at least 300 distinct browsers and 200 distinct bots', () => {
    expect(new Set(browserUserAgents).size).toBe(browserUserAgents.length);
    expect(browserUserAgents.length).toBeGreaterThanOrEqual(300);
    expect(new Set(botUserAgents).size).toBe(botUserAgents.length);
    expect(botUserAgents.length).toBeGreaterThanOrEqual(200);
  });

  it('lets every real browser through', () => {
    const dropped = browserUserAgents.filter((userAgent) => botDropReason({ userAgent }));
    expect(dropped).toEqual([]);
  });

  it('drops every bot, headless and automated agent', () => {
    const passed = botUserAgents.filter((userAgent) => !botDropReason({ userAgent }));
    expect(passed).toEqual([]);
  });

  it('names the reason', () => {
    const chrome = browserUserAgents[0]!;
    expect(botDropReason({ userAgent: undefined })).toBe('no-user-agent');
    expect(botDropReason({ userAgent: '  ' })).toBe('no-user-agent');
    expect(botDropReason({ userAgent: chrome.replace('Chrome/', 'HeadlessChrome/') })).toBe(
      'headless',
    );
    expect(botDropReason({ userAgent: chrome, webdriver: true })).toBe('automation');
    expect(botDropReason({ userAgent: `${chrome} Chrome-Lighthouse` })).toBe('automation');
    expect(botDropReason({ userAgent: `${chrome} (compatible; PetalBot)` })).toBe('bot');
    expect(botDropReason({ userAgent: 'curl/8.5.0' })).toBe('bot');
    expect(botDropReason({ userAgent: chrome, webdriver: false })).toBeNull();
  });
});
