import { describe, expect, it } from 'vitest';

import { visitorKey } from '~/server/analytics/visitor-key';

const salt = Buffer.alloc(32, 1);
const agent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0';

describe('visitorKey', () => {
  it('is 16 bytes, the same for the same salt, address and agent', () => {
    const key = visitorKey(salt, '203.0.113.7', agent);
    expect(key).toHaveLength(16);
    expect(visitorKey(salt, '203.0.113.7', agent).equals(key)).toBe(true);
  });

  it('differs with the salt, the address or the agent, and holds neither', () => {
    const key = visitorKey(salt, '203.0.113.7', agent);
    expect(visitorKey(Buffer.alloc(32, 2), '203.0.113.7', agent).equals(key)).toBe(false);
    expect(visitorKey(salt, '203.0.113.8', agent).equals(key)).toBe(false);
    expect(visitorKey(salt, '203.0.113.7', `${agent} `).equals(key)).toBe(false);
    // The separator keeps "address + agent" from being read another way.
    expect(visitorKey(salt, '1', '23').equals(visitorKey(salt, '12', '3'))).toBe(false);
    expect(key.toString('latin1')).not.toContain('203.0.113.7');
  });
});
