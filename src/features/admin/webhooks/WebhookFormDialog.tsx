import { Controller } from 'react-hook-form';

import { Fieldset } from '~/components/admin/forms/Fieldset';
import { FormDialog } from '~/components/admin/forms/FormDialog';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { useViewer } from '~/components/admin/viewer';
import { Field, Input, Select } from '~/components/ui/Field';
import { createWebhookInput, WEBHOOK_FORMATS, type CreateWebhookInput } from '~/schemas/webhook';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '~/server/outbox/webhooks/events';
import { api } from '~/utils/api';

import { FORMAT_LABELS, type AdminWebhook } from './webhook-labels';

const FIELDS = ['url', 'format', 'events'] as const;

const FORMAT_HINTS: Record<CreateWebhookInput['format'], string> = {
  standard: 'Signed JSON your own service checks with its secret (standardwebhooks.com).',
  discord: "A Discord channel's webhook URL (Channel settings → Integrations → Webhooks).",
  slack: "A Slack app's incoming webhook URL.",
};

/**
 * 'Add Webhook' / 'Edit Webhook'. Contact messages are offered to system admins only; a new
 * endpoint's secret goes to `onCreated`, which shows it once.
 */
export function WebhookFormDialog({
  teamId,
  webhook,
  onCreated,
  onClose,
}: {
  teamId: string;
  /** The endpoint to edit; null to add one. */
  webhook: AdminWebhook | null;
  onCreated: (secret: string) => void;
  onClose: () => void;
}) {
  const viewer = useViewer();
  const utils = api.useUtils();
  const create = api.webhook.create.useMutation();
  const update = api.webhook.update.useMutation();
  const events = WEBHOOK_EVENT_TYPES.filter(
    (event) => event !== 'contact.received' || viewer.isSystemAdmin,
  );

  const { form, submit, busy, busyLabel } = useSaveForm({
    schema: createWebhookInput,
    values: webhook
      ? {
          url: webhook.url,
          format: webhook.format,
          events: webhook.events as WebhookEventType[],
        }
      : { url: '', format: 'standard', events: ['item.published', 'post.published'] },
    fields: FIELDS,
    save: async (values) => {
      if (webhook)
        return {
          secret: null,
          ...(await update.mutateAsync({ ...values, teamId, id: webhook.id })),
        };
      const created = await create.mutateAsync({ ...values, teamId });
      return { secret: created.secret };
    },
    succeeded: webhook ? 'Webhook updated' : 'Webhook added',
    failed: webhook ? 'Error updating webhook' : 'Error adding webhook',
    onSaved: async (_values, { secret }) => {
      await utils.webhook.list.invalidate();
      onClose();
      if (secret) onCreated(secret);
    },
  });

  const { errors, isDirty } = form.formState;
  const format = form.watch('format');

  return (
    <FormDialog
      onClose={onClose}
      title={webhook ? 'Edit Webhook' : 'Add Webhook'}
      description="Where this team's events are posted, and which."
      dirty={isDirty}
      submitLabel={webhook ? 'Save Webhook' : 'Add Webhook'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
      size="md"
    >
      <Field label="URL" required error={errors.url?.message}>
        <Input
          {...form.register('url')}
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/teamfolio"
        />
      </Field>
      <Field label="Format" hint={FORMAT_HINTS[format]} error={errors.format?.message}>
        <Select {...form.register('format')}>
          {WEBHOOK_FORMATS.map((value) => (
            <option key={value} value={value}>
              {FORMAT_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <Fieldset legend="Events" error={fieldState.error?.message}>
            {events.map((event) => (
              <label
                key={event}
                className="flex items-center gap-3 text-sm text-slate-900 dark:text-slate-100"
              >
                <input
                  type="checkbox"
                  checked={field.value.includes(event)}
                  onChange={(change) =>
                    field.onChange(
                      change.target.checked
                        ? [...field.value, event]
                        : field.value.filter((chosen) => chosen !== event),
                    )
                  }
                  className="size-4 rounded border-slate-300 accent-brand-600"
                />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </Fieldset>
        )}
      />
    </FormDialog>
  );
}
