import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { messageOf } from '~/components/admin/forms/server-errors';
import { TrashIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { cx } from '~/components/ui/cx';
import { EmptyState } from '~/components/ui/EmptyState';
import { MegaphoneIcon } from '~/components/ui/icons';
import { Switch } from '~/components/ui/Switch';
import { toast } from '~/components/ui/Toaster';
import { formatLongDate } from '~/lib/format-date';
import { api, type RouterOutputs } from '~/utils/api';

import { SearchField } from '../SearchField';
import { ContactEmailsSwitch } from './ContactEmailsSwitch';

type Message = RouterOutputs['contact']['list']['items'][number];

/** A reply in the admin's own mail program, answering the message's subject. */
export function replyHref(message: Pick<Message, 'email' | 'subject'>): string {
  const subject = `Re: ${message.subject ?? 'Your message'}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

/** /system-admin/messages: the contact inbox, unread first. */
export function MessagesScreen() {
  const { search, setSearch, searched, page } = useListSearch();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = api.contact.list.useInfiniteQuery({ ...page, unreadOnly }, nextPageByCursor);
  const utils = api.useUtils();
  const refresh = () =>
    Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]);
  const markRead = api.contact.markRead.useMutation({ onSuccess: refresh });
  const remove = api.contact.delete.useMutation({ onSuccess: refresh });
  const [deleting, setDeleting] = useState<Message | null>(null);
  const filtered = Boolean(searched || unreadOnly);

  async function toggleRead(message: Message) {
    const read = message.readAt === null;
    try {
      await markRead.mutateAsync({ id: message.id, read });
      toast.success(read ? 'Marked as read.' : 'Marked as unread.');
    } catch (error) {
      toast.error('Error updating message', { description: messageOf(error) });
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="What visitors sent through the contact form, unread first."
        actions={
          <div className="sm:w-80">
            <ContactEmailsSwitch />
          </div>
        }
      />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField
          label="Search messages"
          value={search}
          onChange={setSearch}
          placeholder="Name, email, subject or text"
        />
        <div className="sm:w-48 sm:pb-2">
          <Switch label="Unread only" checked={unreadOnly} onChange={setUnreadOnly} />
        </div>
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun="messages"
        label="Messages"
        empty={
          <EmptyState
            icon={<MegaphoneIcon />}
            title={filtered ? 'No messages match' : 'No messages yet'}
            description={
              filtered
                ? 'Try another search, or show read messages too.'
                : 'Messages sent through the contact page appear here.'
            }
          />
        }
      >
        {(message) => {
          const unread = message.readAt === null;
          return (
            <Card
              as="li"
              key={message.id}
              className={cx('flex flex-col gap-3', unread && 'border-l-4 border-l-brand-600')}
            >
              <div className="flex flex-wrap items-center gap-2">
                {unread ? <Badge tone="brand">Unread</Badge> : <Badge>Read</Badge>}
                <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                  {message.subject ?? '(no subject)'}
                </h2>
                <time
                  dateTime={message.createdAt.toISOString()}
                  className="ml-auto text-sm text-slate-600 dark:text-slate-400"
                >
                  {formatLongDate(message.createdAt)}
                </time>
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                From {message.name} &lt;{message.email}&gt;
              </p>
              <p className="text-sm whitespace-pre-line text-slate-900 dark:text-slate-100">
                {message.message}
              </p>
              <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void toggleRead(message)}
                  disabled={markRead.isPending && markRead.variables?.id === message.id}
                >
                  {unread ? 'Mark as read' : 'Mark as unread'}
                </Button>
                <a
                  href={replyHref(message)}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={`Reply to ${message.name} by email`}
                >
                  Reply
                </a>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setDeleting(message)}
                  aria-label={`Delete the message from ${message.name}`}
                >
                  <TrashIcon className="size-4" />
                  Delete
                </Button>
              </div>
            </Card>
          );
        }}
      </PagedList>
      <DeleteDialog
        target={deleting}
        title="Delete this message?"
        describe={(message) => (
          <>
            The message from {message.name} &lt;{message.email}&gt; will be deleted for good. This
            cannot be undone.
          </>
        )}
        confirmLabel="Delete"
        remove={(message) => remove.mutateAsync({ id: message.id })}
        succeeded="Message deleted."
        failed="Error deleting message"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
