import { describe, expect, it } from 'vitest';

import {
  holdsMoreValues,
  MAX_BATCH_SIZE,
  MAX_BODY_BYTES,
  MAX_BODY_VALUES,
  refusalOf,
  TOO_LARGE,
} from '~/server/http/request-guards';

const post = (headers: Record<string, string>) => ({
  method: 'POST',
  headers: { host: 'team.example', 'content-type': 'application/json', ...headers },
});
const get = { method: 'GET', headers: { host: 'team.example' } };

describe('refusalOf', () => {
  it('lets the site call itself: JSON from its own origin, or without an Origin', () => {
    expect(refusalOf(post({ origin: 'https://team.example' }), ['series.create'])).toBeNull();
    expect(refusalOf(post({}), ['series.create'])).toBeNull();
    expect(refusalOf(get, ['series.list', 'blog.latest'])).toBeNull();
  });

  it("refuses a mutation from another site's page", () => {
    expect(refusalOf(post({ origin: 'https://evil.example' }), ['series.delete'])).toEqual({
      status: 403,
      message: 'Calls that change data must come from this site.',
    });
    expect(refusalOf(post({ origin: 'null' }), ['series.delete'])?.status).toBe(403);
  });

  it('refuses a mutation a plain HTML form could send', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      expect(refusalOf(post({ 'content-type': type }), ['contact.submit'])?.status).toBe(415);
    }
  });

  it('caps the batch size', () => {
    const paths = Array.from({ length: MAX_BATCH_SIZE + 1 }, () => 'series.list');
    expect(refusalOf(get, paths)?.status).toBe(400);
    expect(refusalOf(get, paths.slice(1))).toBeNull();
  });

  it('refuses a declared body over MAX_BODY_BYTES for every call', () => {
    const big = { 'content-length': String(MAX_BODY_BYTES + 1) };
    expect(refusalOf(post(big), ['blog.create'])).toEqual(TOO_LARGE);
    expect(refusalOf({ ...get, headers: { ...get.headers, ...big } }, ['blog.list'])).toEqual(
      TOO_LARGE,
    );
    expect(
      refusalOf(post({ 'content-length': String(MAX_BODY_BYTES) }), ['blog.create']),
    ).toBeNull();
  });
});

describe('holdsMoreValues', () => {
  it('counts the values of JSON outside its strings, escaped quotes included', () => {
    const json = JSON.stringify({ a: 'x, y, {[ "quoted" ]}', b: [1, 2] });
    // `{`, the comma before "b", `[` and the comma between 1 and 2.
    expect(holdsMoreValues(json, 4)).toBe(false);
    expect(holdsMoreValues(json, 3)).toBe(true);
  });

  it('lets through a batch of 20 reorders of 1,000 ids, the most any inputs take', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const batch = Object.fromEntries(
      Array.from({ length: MAX_BATCH_SIZE }, (_, index) => [
        index,
        { json: { teamId: id, ids: Array.from({ length: 1_000 }, () => id) } },
      ]),
    );
    expect(holdsMoreValues(JSON.stringify(batch), MAX_BODY_VALUES)).toBe(false);
  });

  it('refuses 1 MB of empty objects, which would take a second of the server to parse and walk', () => {
    const json = `{"json":[${'{},'.repeat(Math.floor(MAX_BODY_BYTES / 3) - 10)}{}]}`;
    expect(json.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(holdsMoreValues(json, MAX_BODY_VALUES)).toBe(true);
  });
});
