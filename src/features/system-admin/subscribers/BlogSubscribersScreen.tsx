import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { ListToolbar } from '~/components/admin/list/ListToolbar';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { ExportCsvButton } from '~/components/admin/subscribers/ExportCsvButton';
import { FollowerCounts } from '~/components/admin/subscribers/FollowerCounts';
import {
  STATUS_OPTIONS,
  statusOf,
  type StatusFilter,
} from '~/components/admin/subscribers/subscriber-list';
import { SubscriberPages } from '~/components/admin/subscribers/SubscriberPages';
import { api } from '~/utils/api';

/** /system-admin/subscribers: who follows the blog by email (the whole site's: system admins). */
export function BlogSubscribersScreen() {
  const { search, setSearch, searched, page } = useListSearch();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const utils = api.useUtils();
  const status = statusOf(filter);

  const query = api.subscriber.blogList.useInfiniteQuery(
    { ...page, status },
    { ...nextPageByCursor, placeholderData: keepPreviousData },
  );
  const counts = api.subscriber.blogCounts.useQuery();
  const remove = api.subscriber.blogDelete.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.subscriber.blogList.invalidate(),
        utils.subscriber.blogCounts.invalidate(),
      ]),
  });

  return (
    <>
      <AdminPageHeader
        title="Blog subscribers"
        description="People who follow the blog by email. Each team's series subscribers are under Subscribers in that team's admin area."
        actions={
          <ExportCsvButton
            exportCsv={() => utils.subscriber.blogExportCsv.fetch({ search: searched, status })}
          />
        }
      />
      {counts.data && <FollowerCounts counts={counts.data} />}
      <ListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel="Search by address"
        filter={{ label: 'State', value: filter, options: STATUS_OPTIONS, onChange: setFilter }}
      />
      <SubscriberPages
        query={query}
        filtered={searched !== '' || filter !== 'all'}
        followedHere="the blog"
        remove={(subscriber) => remove.mutateAsync({ id: subscriber.id })}
      />
    </>
  );
}
