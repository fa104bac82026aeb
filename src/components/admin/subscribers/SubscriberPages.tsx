import { useState } from 'react';

import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { SearchIcon } from '~/components/admin/icons';
import { PagedList, type PagedQuery } from '~/components/admin/list/PagedList';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';

import type { ListedSubscriber } from './subscriber-list';
import { SubscriberRow } from './SubscriberRow';

/**
 * The subscribers a page at a time, each with 'Delete' (asked first: their follows here and the
 * emails sent to them about it go too).
 */
export function SubscriberPages({
  query,
  filtered,
  followedHere,
  remove,
}: {
  query: PagedQuery<ListedSubscriber>;
  filtered: boolean;
  /** What they follow, as the delete question names it: "this team's series", 'the blog'. */
  followedHere: string;
  remove: (subscriber: ListedSubscriber) => Promise<unknown>;
}) {
  const [deleting, setDeleting] = useState<ListedSubscriber | null>(null);
  return (
    <>
      <PagedList
        query={query}
        noun="subscribers"
        label="Subscribers"
        layout="rows"
        filtered={filtered}
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title="No subscribers yet"
            description={`People who follow ${followedHere} by email appear here.`}
          />
        }
        noMatch={
          <EmptyState
            icon={<SearchIcon />}
            title="No matching subscribers"
            description="No subscriber matches this search and state."
          />
        }
      >
        {(subscriber) => (
          <SubscriberRow
            key={subscriber.id}
            subscriber={subscriber}
            onDelete={() => setDeleting(subscriber)}
          />
        )}
      </PagedList>
      <DeleteDialog
        target={deleting}
        title="Delete this subscriber?"
        describe={(subscriber) => (
          <>
            {subscriber.email} will no longer follow {followedHere}, and the emails sent to them
            about it are deleted with their follows. If they follow nothing else here, the
            subscriber is deleted altogether. This cannot be undone.
          </>
        )}
        confirmLabel="Delete subscriber"
        remove={remove}
        succeeded="Subscriber deleted successfully!"
        failed="Error deleting subscriber"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
