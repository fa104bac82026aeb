import { describe, expect, it } from 'vitest';

import { staysDraft } from '~/components/admin/editor/use-autosave';

describe('which records save themselves', () => {
  it('a record stored as a draft and still a draft in the form', () => {
    expect(staysDraft({ published: false }, { published: false })).toBe(true);
  });

  it('not one switched to Published in the form: publishing waits for the person', () => {
    expect(staysDraft({ published: true }, { published: false })).toBe(false);
  });

  it('not a published one, even switched back to a draft in the form', () => {
    expect(staysDraft({ published: false }, { published: true })).toBe(false);
  });

  it('not one whose state is unknown: a new project is published unless said otherwise', () => {
    expect(staysDraft({ published: false }, {})).toBe(false);
    expect(staysDraft({}, { published: false })).toBe(false);
  });
});
