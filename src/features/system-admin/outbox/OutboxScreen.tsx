import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { Alert } from '~/components/ui/Alert';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { EmptyState } from '~/components/ui/EmptyState';
import { Field, Select } from '~/components/ui/Field';
import { MegaphoneIcon } from '~/components/ui/icons';
import { formatLongDate } from '~/lib/format-date';
import { OUTBOX_FILTERS, type OutboxFilter } from '~/schemas/outbox';
import { api } from '~/utils/api';

import { SearchField } from '../SearchField';
import { FILTER_LABELS, kindLabel } from './delivery-states';
import { DeliveryCounts } from './DeliveryCounts';

const OutboxMessageDialog = dynamic(() =>
  import('./OutboxMessageDialog').then((module) => module.OutboxMessageDialog),
);

/** /system-admin/outbox: every email and webhook call the site wrote, and where each copy stands. */
export function OutboxScreen() {
  const { search, setSearch, searched, page } = useListSearch();
  const [filter, setFilter] = useState<OutboxFilter>('all');
  const query = api.outbox.list.useInfiniteQuery({ ...page, filter }, nextPageByCursor);
  const status = api.outbox.status.useQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = Boolean(searched) || filter !== 'all';

  return (
    <>
      <AdminPageHeader
        title="Outbox"
        description="Every email and webhook call the site sends, newest first, and where each copy stands."
      />
      {status.data?.emailConfigured === false && (
        <Alert tone="info" title="Email is not configured" className="mb-6">
          Emails are kept here instead of sent. Set <code>SMTP_URL</code> (and{' '}
          <code>EMAIL_FROM</code>) to send them; see docs/email-and-webhooks.md.
        </Alert>
      )}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField
          label="Search the outbox"
          value={search}
          onChange={setSearch}
          placeholder="Subject or recipient"
        />
        <Field label="Show" className="sm:w-56">
          <Select
            value={filter}
            onChange={(event) => setFilter(event.target.value as OutboxFilter)}
          >
            {OUTBOX_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun="messages"
        label="Outbox"
        empty={
          <EmptyState
            icon={<MegaphoneIcon />}
            title={filtered ? 'Nothing matches' : 'Nothing sent yet'}
            description={
              filtered
                ? 'Try another search or show everything.'
                : 'Emails and webhook calls appear here as the site writes them.'
            }
          />
        }
      >
        {(message) => (
          <Card as="li" key={message.id} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={message.channel === 'email' ? 'blue' : 'purple'}>
                {message.channel === 'email' ? 'Email' : 'Webhook'}
              </Badge>
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                {message.subject ?? kindLabel(message.kind)}
              </h2>
              <time
                dateTime={message.createdAt.toISOString()}
                className="ml-auto text-sm text-slate-600 dark:text-slate-400"
              >
                {formatLongDate(message.createdAt)}
              </time>
            </div>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              {kindLabel(message.kind)} · to {message.recipients.join(', ')}
              {message.recipientCount > message.recipients.length &&
                ` and ${message.recipientCount - message.recipients.length} more`}
            </p>
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
              <DeliveryCounts counts={message.counts} />
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                onClick={() => setOpenId(message.id)}
                aria-label={`Open ${message.subject ?? kindLabel(message.kind)}`}
              >
                Open
              </Button>
            </div>
          </Card>
        )}
      </PagedList>
      {openId && <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
