import { LoadMore } from '~/components/content/LoadMore';
import { listItemProps, usePagedList } from '~/components/content/use-load-more';
import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';
import { SectionHeader } from '~/features/home/SectionHeader';
import { LIST_PAGE_SIZE, publicListPages, type ListPage } from '~/lib/fetch-public-list';

import { toTeamMemberCard } from './team-member-card';
import { TeamMemberCard } from './TeamMemberCard';
import type { TeamProfile } from './types';

const fetchProfiles = publicListPages('teamProfile.list', {
  limit: LIST_PAGE_SIZE,
  toItem: toTeamMemberCard,
});

/**
 * The team-member grid, in the order the team set (order_index): the first page from the page
 * props, more with 'Load more'.
 */
export function TeamSection({ firstPage }: { firstPage: ListPage<TeamProfile> }) {
  const { items: profiles, more } = usePagedList(firstPage, fetchProfiles);
  return (
    <section
      aria-labelledby="team-heading"
      className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container className="flex flex-col gap-10">
        <SectionHeader
          id="team-heading"
          title="Meet the Team"
          description="The people behind the experiments, the prototypes and the write-ups."
          align="center"
        />
        {profiles.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {profiles.map((profile) => (
              <li key={profile.id} {...listItemProps(profile.id)}>
                <TeamMemberCard profile={profile} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<UsersIcon />}
            headingLevel="h3"
            title="No team members yet"
            description="Our team profiles will appear here soon."
          />
        )}
        <LoadMore
          list={more}
          noun={{ one: 'team member', many: 'team members' }}
          loadingText="Loading team information..."
        />
      </Container>
    </section>
  );
}
