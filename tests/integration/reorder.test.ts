/**
 * The lists a team orders by hand (a series' items, a content's links, the team's profiles)
 * share one rule: a reorder names every row of the list exactly once, or changes nothing and
 * answers BAD_REQUEST saying what is wrong, in the same words for each list.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '~/server/db';

import {
  createCustomLink,
  createSeries,
  createSeriesWithItems,
} from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, adminApi } = cast;

/** One owner's list in the cast's team, with `count` rows, and a row of another team. */
interface OrderedList {
  ids: string[];
  foreignId: string;
  reorder(ids: string[]): Promise<unknown>;
  /** The list's ids by stored position. */
  storedOrder(): Promise<string[]>;
}

interface ListKind {
  /** The rows' name in the messages. */
  rows: string;
  create(db: Db, count: number): Promise<OrderedList>;
}

const byPosition = <Row extends { id: string }>(rows: Row[], position: (row: Row) => number) =>
  [...rows].sort((a, b) => position(a) - position(b)).map((row) => row.id);

const LIST_KINDS: Record<string, ListKind> = {
  'series items': {
    rows: "the series' items",
    async create(db, count) {
      const { series, items } = await createSeriesWithItems(db, cast.team.id, count);
      const {
        items: [foreign],
      } = await createSeriesWithItems(db, cast.otherTeam.id, 1);
      return {
        ids: items.map((item) => item.id),
        foreignId: foreign!.id,
        reorder: (ids) =>
          adminApi().seriesItem.reorder({ teamId: cast.team.id, seriesId: series.id, ids }),
        storedOrder: async () =>
          byPosition(
            await db.seriesItem.findMany({ where: { seriesId: series.id } }),
            (item) => item.itemOrder,
          ),
      };
    },
  },
  'custom links': {
    rows: "the series' links",
    async create(db, count) {
      const series = await createSeries(db, cast.team.id);
      const links = [];
      for (let n = 0; n < count; n++)
        links.push(await createCustomLink(db, { seriesId: series.id }));
      const foreignSeries = await createSeries(db, cast.otherTeam.id);
      const foreign = await createCustomLink(db, { seriesId: foreignSeries.id });
      const owner = { entityType: 'series', entityId: series.id } as const;
      return {
        ids: links.map((link) => link.id),
        foreignId: foreign.id,
        reorder: (ids) => adminApi().customLink.reorder({ teamId: cast.team.id, ...owner, ids }),
        storedOrder: async () =>
          byPosition(
            await db.customLink.findMany({ where: { seriesId: series.id } }),
            (link) => link.displayOrder,
          ),
      };
    },
  },
  'team profiles': {
    rows: "the team's profiles",
    async create(db, count) {
      await db.teamMemberProfile.deleteMany({ where: { teamId: cast.team.id } });
      const profile = (teamId: string) =>
        db.teamMemberProfile.create({ data: { teamId, name: 'Someone', role: 'Member' } });
      const profiles = [];
      for (let n = 0; n < count; n++) profiles.push(await profile(cast.team.id));
      const foreign = await profile(cast.otherTeam.id);
      return {
        ids: profiles.map((row) => row.id),
        foreignId: foreign.id,
        reorder: (ids) => adminApi().teamProfile.reorder({ teamId: cast.team.id, ids }),
        storedOrder: async () =>
          byPosition(
            await db.teamMemberProfile.findMany({ where: { teamId: cast.team.id } }),
            (row) => row.orderIndex,
          ),
      };
    },
  },
};

describe.each(Object.entries(LIST_KINDS))('reordering %s', (_name, kind) => {
  let list: OrderedList;

  beforeAll(async () => {
    list = await kind.create(database().db, 3);
  });

  /** Refused with BAD_REQUEST and `message`, leaving the stored order as it was. */
  async function expectRefused(ids: string[], message: string) {
    const before = await list.storedOrder();
    await expect(list.reorder(ids)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await list.storedOrder()).toEqual(before);
  }

  it('gives each row its position in the list', async () => {
    const [a, b, c] = list.ids as [string, string, string];
    for (const order of [
      [c, a, b],
      [b, c, a],
    ]) {
      await list.reorder(order);
      expect(await list.storedOrder()).toEqual(order);
    }
  });

  it("refuses another team's row, naming it", async () => {
    await expectRefused(
      [...list.ids, list.foreignId],
      `${list.foreignId} is not one of ${kind.rows}.`,
    );
    await expectRefused(
      [list.foreignId, ...list.ids.slice(1)],
      `${list.foreignId} is not one of ${kind.rows}.`,
    );
  });

  it('refuses a repeated row, naming it', async () => {
    const [a, b, c] = list.ids as [string, string, string];
    await expectRefused(
      [a, b, b, c],
      `${b} is listed more than once; list each of ${kind.rows} once.`,
    );
  });

  it('refuses a list with rows missing, counting them', async () => {
    await expectRefused(list.ids.slice(1), `1 of ${kind.rows} is missing; list each of them once.`);
    await expectRefused([], `3 of ${kind.rows} are missing; list each of them once.`);
  });
});
