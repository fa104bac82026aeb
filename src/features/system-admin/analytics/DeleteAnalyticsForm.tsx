import { useState } from 'react';

import { showServerErrors } from '~/components/admin/forms/server-errors';
import { useZodForm } from '~/components/admin/forms/use-zod-form';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Field, Input } from '~/components/ui/Field';
import { toast } from '~/components/ui/Toaster';
import { countLabel } from '~/lib/count-label';
import { deleteAnalyticsInput, type DeleteAnalyticsInput } from '~/schemas/analytics';
import { api } from '~/utils/api';

const FIELDS = ['from', 'to'] as const;

/**
 * 'Delete analytics data': every raw event, daily figure and drop count of a range of UTC days,
 * for the whole site, after a confirmation.
 */
export function DeleteAnalyticsForm() {
  const utils = api.useUtils();
  const form = useZodForm(deleteAnalyticsInput, { defaultValues: { from: '', to: '' } });
  const remove = api.analytics.deleteRange.useMutation();
  const [confirming, setConfirming] = useState<DeleteAnalyticsInput | null>(null);
  const { errors } = form.formState;

  async function confirmDelete() {
    if (!confirming) return;
    try {
      const deleted = await remove.mutateAsync(confirming);
      toast.success('Analytics data deleted', {
        description: `${countLabel(deleted.events, 'event')} and the figures of ${countLabel(deleted.days, 'day')} are gone.`,
      });
      form.reset();
      await utils.analytics.invalidate();
    } catch (error) {
      const message = showServerErrors(form, error, FIELDS);
      if (message) toast.error('Error deleting analytics data', { description: message });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6 dark:border-red-900 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        Delete analytics data
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Removes every counted view and read, the daily figures and the drop counts of these UTC
        days, for every team. It cannot be undone.
      </p>
      <form
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((range) => setConfirming(range))}
      >
        <Field label="First day" error={errors.from?.message} className="sm:w-48">
          <Input type="date" {...form.register('from')} />
        </Field>
        <Field label="Last day" error={errors.to?.message} className="sm:w-48">
          <Input type="date" {...form.register('to')} />
        </Field>
        <Button type="submit" variant="danger" className="sm:mt-7">
          Delete analytics data
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete analytics data?"
        description={
          confirming &&
          `Every view, read and daily figure from ${confirming.from} to ${confirming.to} is deleted for every team. This cannot be undone.`
        }
        confirmLabel="Delete analytics data"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
