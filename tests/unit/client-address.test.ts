import { describe, expect, it } from 'vitest';

import { clientAddress, clientLimitKey } from '~/server/http/client-address';

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

describe('clientLimitKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:fffe',
      '2001:DB8:85A3:8D3:1319:8A2E:370:7348',
      '2001:db8:85a3:8d3::1%eth0',
    ]) {
      expect(clientLimitKey(address)).toBe(network);
    }
    expect(clientLimitKey('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts IPv4 and IPv4-mapped IPv6 per address', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::FFFF:cb00:7108')).toBe('203.0.113.8');
    expect(clientLimitKey('::ffff:203.0.113.9')).not.toBe(clientLimitKey('::ffff:203.0.113.7'));
  });

  it('leaves what is not an address as it is', () => {
    expect(clientLimitKey('unknown')).toBe('unknown');
    expect(clientLimitKey('')).toBe('');
  });
});
