import { api } from '~/utils/api';

/** The number of unread contact messages beside the inbox's link; nothing when there are none. */
export function UnreadMessagesCount() {
  const { data } = api.contact.unreadCount.useQuery();
  if (!data?.unread) return null;
  return (
    <span
      data-testid="unread-messages-count"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
    >
      {data.unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}
