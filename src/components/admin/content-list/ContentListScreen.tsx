import type { ReactNode } from 'react';

import { PlusIcon, SearchIcon } from '~/components/admin/icons';
import { PagedList, type PagedQuery } from '~/components/admin/list/PagedList';
import { TeamListFrame } from '~/components/admin/list/TeamListFrame';
import type { useTeamList } from '~/components/admin/list/use-team-list';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';

function NewRecordLink({ href, children }: { href: string; children: string }) {
  return (
    <ButtonLink href={href}>
      <PlusIcon className="size-4" />
      {children}
    </ButtonLink>
  );
}

/**
 * The screen of a team's records that have an editor page (posts, projects): the header with the
 * link to a new one, the search and the State filter, then the rows, with what to say when there
 * are none yet or none match. A member sees no link to write one.
 */
export function ContentListScreen<Filter extends string, Item>({
  list,
  title,
  description,
  newRecord,
  states,
  query,
  noun,
  label,
  empty,
  noMatch,
  children,
}: {
  list: ReturnType<typeof useTeamList<Filter>>;
  title: string;
  description: (teamName: string) => string;
  /** The new record's editor, and the links' texts: 'New post', and 'Write a post' for the first. */
  newRecord: { href: string; label: string; firstLabel: string };
  states: ReadonlyArray<{ value: Filter; label: string }>;
  query: PagedQuery<Item>;
  /** Plural, lower case: 'posts'. */
  noun: string;
  /** The list's accessible name: 'Posts'. */
  label: string;
  empty: { icon: ReactNode; title: string; description: string };
  noMatch: { title: string; description: string };
  /** A record, as a ContentRow. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <TeamListFrame
      title={title}
      description={description}
      actions={
        list.canEdit && <NewRecordLink href={newRecord.href}>{newRecord.label}</NewRecordLink>
      }
      search={list.search}
      onSearch={list.setSearch}
      filter={{ label: 'State', value: list.filter, options: states, onChange: list.setFilter }}
    >
      <PagedList
        query={query}
        noun={noun}
        label={label}
        layout="rows"
        filtered={list.filtered}
        empty={
          <EmptyState
            {...empty}
            action={
              list.canEdit && (
                <NewRecordLink href={newRecord.href}>{newRecord.firstLabel}</NewRecordLink>
              )
            }
          />
        }
        noMatch={<EmptyState icon={<SearchIcon />} {...noMatch} />}
      >
        {children}
      </PagedList>
    </TeamListFrame>
  );
}
