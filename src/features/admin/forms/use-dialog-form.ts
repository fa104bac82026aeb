import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

import { toast } from '~/components/ui/Toaster';

import { messageOf, showServerErrors } from './server-errors';
import { useZodForm } from './use-zod-form';

/**
 * The form of a create/edit dialog or editor page (mounted when it opens, so it starts from
 * `values`): validated by the router's schema, saved by `save`, with the outcome told by a toast
 * and any field the server refused marked beside it. `uploading` lets an image field hold the submit button.
 */
export function useDialogForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  values,
  fields,
  save,
  succeeded,
  failed,
  onSaved,
}: {
  schema: Schema;
  values: z.input<Schema>;
  fields: readonly Path<z.input<Schema>>[];
  save: (values: z.input<Schema>) => Promise<unknown>;
  /** Toast texts: 'Series created successfully!' / 'Error creating series'. */
  succeeded: string;
  failed: string;
  onSaved: (values: z.input<Schema>) => Promise<void> | void;
}) {
  const form = useZodForm(schema, { defaultValues: values as DefaultValues<z.input<Schema>> });
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (submitted) => {
    try {
      await save(submitted);
    } catch (error) {
      const unplaced = showServerErrors(form, error, fields);
      toast.error(failed, { description: unplaced ?? messageOf(error) });
      return;
    }
    toast.success(succeeded);
    await onSaved(submitted);
  });

  return {
    form,
    submit,
    uploading,
    setUploading,
    busy: uploading || form.formState.isSubmitting,
    busyLabel: uploading ? 'Uploading...' : 'Saving...',
  };
}
