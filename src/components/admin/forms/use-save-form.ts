import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

import { toast } from '~/components/ui/Toaster';

import { messageOf, showServerErrors } from './server-errors';
import { useZodForm } from './use-zod-form';

/**
 * A signed-in form that saves (a create/edit dialog, an editor page, a form on a screen; mounted
 * when it opens, so it starts from `values`): validated by the router's schema, saved by `save`,
 * with the outcome told by a toast and any field the server refused marked beside it. `uploading`
 * lets an image field hold the submit button.
 */
export function useSaveForm<Schema extends z.ZodType<FieldValues, FieldValues>, Saved = unknown>({
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
  save: (values: z.input<Schema>) => Promise<Saved>;
  /** Toast texts: 'Series created successfully!' / 'Error creating series'. */
  succeeded: string | ((saved: Saved) => string);
  failed: string;
  onSaved: (values: z.input<Schema>, saved: Saved) => Promise<void> | void;
}) {
  const form = useZodForm(schema, { defaultValues: values as DefaultValues<z.input<Schema>> });
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (submitted) => {
    let saved: Saved;
    try {
      saved = await save(submitted);
    } catch (error) {
      const unplaced = showServerErrors(form, error, fields);
      toast.error(failed, { description: unplaced ?? messageOf(error) });
      return;
    }
    toast.success(typeof succeeded === 'function' ? succeeded(saved) : succeeded);
    await onSaved(submitted, saved);
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
