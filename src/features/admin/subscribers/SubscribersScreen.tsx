import { TeamListFrame } from '~/components/admin/list/TeamListFrame';
import { useTeamList } from '~/components/admin/list/use-team-list';
import { ExportCsvButton } from '~/components/admin/subscribers/ExportCsvButton';
import { FollowerCounts } from '~/components/admin/subscribers/FollowerCounts';
import {
  STATUS_OPTIONS,
  statusOf,
  type StatusFilter,
} from '~/components/admin/subscribers/subscriber-list';
import { SubscriberPages } from '~/components/admin/subscribers/SubscriberPages';
import { Alert } from '~/components/ui/Alert';
import { api } from '~/utils/api';

/** /admin/subscribers: who follows the current team's series by email (team admins). */
export function SubscribersScreen() {
  const list = useTeamList<StatusFilter>('all');
  const { teamId, canEdit, current } = list;
  const utils = api.useUtils();
  const filter = { search: list.page.search, status: statusOf(list.filter) };
  const enabled = current.status === 'chosen' && canEdit;

  const query = api.subscriber.adminList.useInfiniteQuery(
    { ...list.page, status: filter.status },
    { ...list.queryOptions, enabled },
  );
  const counts = api.subscriber.counts.useQuery({ teamId }, { enabled });
  const remove = api.subscriber.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.subscriber.adminList.invalidate(), utils.subscriber.counts.invalidate()]),
  });

  return (
    <TeamListFrame
      title="Subscribers"
      description={(team) => `People who follow the series of ${team} by email.`}
      actions={
        enabled && (
          <ExportCsvButton
            exportCsv={() => utils.subscriber.exportCsv.fetch({ teamId, ...filter })}
          />
        )
      }
      search={list.search}
      onSearch={list.setSearch}
      searchLabel="Search by address"
      summary={counts.data && <FollowerCounts counts={counts.data} />}
      filter={{
        label: 'State',
        value: list.filter,
        options: STATUS_OPTIONS,
        onChange: list.setFilter,
      }}
    >
      {canEdit ? (
        <SubscriberPages
          query={query}
          filtered={list.filtered}
          followedHere="this team's series"
          remove={(subscriber) => remove.mutateAsync({ teamId, id: subscriber.id })}
        />
      ) : (
        <Alert tone="info">Only team admins and owners can see the subscribers.</Alert>
      )}
    </TeamListFrame>
  );
}
