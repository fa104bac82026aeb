import { useState } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Dialog } from '~/components/ui/Dialog';
import { toast } from '~/components/ui/Toaster';
import { formatLongDate } from '~/lib/format-date';
import type { DecideOutboxInput } from '~/schemas/outbox';
import { api } from '~/utils/api';

import { DELIVERY_STATES, kindLabel } from './delivery-states';
import { DeliveryCounts } from './DeliveryCounts';

type Decision = DecideOutboxInput['decision'];

const DECISIONS: Record<
  Decision,
  { label: string; title: string; description: string; done: string; tone: 'danger' | 'primary' }
> = {
  resend_uncertain: {
    label: 'Send uncertain copies again',
    title: 'Send the uncertain copies again?',
    description:
      'These copies may have arrived already: the answer was lost when the instance sending them stopped. Their recipients may receive this message twice.',
    done: 'Uncertain copies queued again.',
    tone: 'primary',
  },
  send_held: {
    label: 'Send held copies late',
    title: 'Send the held copies now?',
    description:
      'These copies are more than a day late. Their recipients receive the message now, as it was written then.',
    done: 'Held copies queued.',
    tone: 'primary',
  },
  discard: {
    label: 'Discard waiting copies',
    title: 'Discard the held and uncertain copies?',
    description: 'They will not be sent. This cannot be undone.',
    done: 'Copies discarded.',
    tone: 'danger',
  },
};

/** One message as it was written (the email itself, in a sandbox) and where each copy stands. */
export function OutboxMessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = api.outbox.byId.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const utils = api.useUtils();
  const decide = api.outbox.decide.useMutation({
    onSuccess: () => Promise.all([utils.outbox.list.invalidate(), utils.outbox.byId.invalidate()]),
  });
  const [asking, setAsking] = useState<Decision | null>(null);
  const message = query.data;
  const possible: Decision[] = message
    ? [
        ...(message.counts.uncertain ? (['resend_uncertain'] as const) : []),
        ...(message.counts.held ? (['send_held'] as const) : []),
        ...(message.counts.uncertain || message.counts.held ? (['discard'] as const) : []),
      ]
    : [];

  async function confirm(decision: Decision) {
    if (!message) return;
    try {
      await decide.mutateAsync({ id: message.id, decision });
      toast.success(DECISIONS[decision].done);
      setAsking(null);
    } catch (error) {
      toast.error('Error updating the outbox', { description: messageOf(error) });
    }
  }

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      size="lg"
      title={message?.subject ?? (message ? kindLabel(message.kind) : 'Message')}
      footer={
        <>
          {possible.map((decision) => (
            <Button
              key={decision}
              variant={DECISIONS[decision].tone === 'danger' ? 'danger' : 'outline'}
              onClick={() => setAsking(decision)}
            >
              {DECISIONS[decision].label}
            </Button>
          ))}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <LoadingState>Loading the message...</LoadingState>
      ) : query.isError || !message ? (
        <LoadFailed what="message" message={query.error?.message} retry={() => query.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">What</dt>
            <dd>
              {kindLabel(message.kind)} ({message.channel})
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Written</dt>
            <dd>{formatLongDate(message.createdAt)}</dd>
            {message.replyTo && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Reply to</dt>
                <dd>{message.replyTo}</dd>
              </>
            )}
          </dl>
          <DeliveryCounts counts={message.counts} />
          {message.html ? (
            <iframe
              title="The email as it was written"
              // A sandbox with no permissions: the email's HTML runs no script and reaches nothing.
              sandbox=""
              srcDoc={message.html}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
            />
          ) : message.payload ? (
            <pre className="max-h-96 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-900">
              {JSON.stringify(message.payload, null, 2)}
            </pre>
          ) : null}
          {message.text && (
            <details>
              <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
              <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap">
                {message.text}
              </pre>
            </details>
          )}
          <section aria-labelledby="outbox-recipients">
            <h3 id="outbox-recipients" className="mb-2 text-sm font-semibold">
              Recipients
            </h3>
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              {message.deliveries.map((delivery) => {
                const state = DELIVERY_STATES.find(({ status }) => status === delivery.status)!;
                return (
                  <li key={delivery.id} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="break-all">{delivery.recipient}</span>
                    <Badge tone={state.tone}>{state.label}</Badge>
                    {delivery.lastError && (
                      <span className="w-full text-xs text-slate-600 dark:text-slate-400">
                        {delivery.responseCode ? `${delivery.responseCode}: ` : ''}
                        {delivery.lastError}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={DECISIONS[asking].title}
          description={DECISIONS[asking].description}
          confirmLabel={DECISIONS[asking].label}
          tone={DECISIONS[asking].tone}
          busy={decide.isPending}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Dialog>
  );
}
