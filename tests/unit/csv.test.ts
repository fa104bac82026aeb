import { describe, expect, it } from 'vitest';

import { csvOf } from '~/lib/csv';

describe('csvOf', () => {
  it('quotes every cell, doubles quotes and ends each row with CRLF', () => {
    expect(
      csvOf([
        ['email', 'note'],
        ['a@example.test', 'said "hi", then left'],
        ['b', null],
      ]),
    ).toBe('"email","note"\r\n"a@example.test","said ""hi"", then left"\r\n"b",""\r\n');
  });

  it('turns a cell that starts like a formula into text', () => {
    const cells = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\t=1', 'ok=1'];
    expect(csvOf([cells])).toBe(`"'=HYPERLINK(""x"")","'+1","'-2","'@SUM(A1)","'\t=1","ok=1"\r\n`);
  });

  it('writes numbers as numbers, negative ones included', () => {
    expect(csvOf([[-12.5, 0, 3]])).toBe('"-12.5","0","3"\r\n');
  });
});
