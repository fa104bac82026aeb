import { describe, expect, it } from 'vitest';

import { clientAddress } from '~/server/client-address';

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.2', 0)).toBe('198.51.100.2');
    expect(clientAddress(undefined, '198.51.100.2', 0)).toBe('198.51.100.2');
  });

  it('behind one proxy, is the entry that proxy appended: a spoofed leftmost entry is ignored', () => {
    // The client wrote "6.6.6.6"; nginx appended the address it saw, 203.0.113.7.
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('behind two proxies, counts two hops from the right', () => {
    expect(clientAddress(['6.6.6.6, 203.0.113.7', '10.0.0.9'], '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('with fewer entries than proxies, falls back to the leftmost address it has', () => {
    expect(clientAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddress('203.0.113.7', '10.0.0.1', 3)).toBe('203.0.113.7');
  });

  it('is null when nothing tells', () => {
    expect(clientAddress(undefined, undefined, 1)).toBeNull();
  });
});
