import { useRouter } from 'next/router';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { api } from '~/utils/api';

import { useAutosave, type Autosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { useLocalDraft } from './use-local-draft';

/**
 * The form of a full-page editor: a `useSaveForm` form whose unsaved work is kept in the browser
 * under `draftKey` and guarded against leaving. `save` answers the address of a record it has just
 * created, where the editor goes on; after every save the local copy is dropped, and `onSaved`
 * (with the record's history) refreshes what shows the record. With `autosave`, a draft also
 * saves itself a moment after typing stops (`autosaveState` tells how that goes).
 */
export function useEditorForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  draftKey,
  canEdit,
  save,
  onSaved,
  autosave,
  ...options
}: {
  schema: Schema;
  values: z.input<Schema>;
  fields: readonly Path<z.input<Schema>>[];
  succeeded: string;
  failed: string;
  draftKey: string;
  canEdit: boolean;
  save: (values: z.input<Schema>) => Promise<string | undefined>;
  onSaved: () => Promise<unknown>;
  /** Set for a record that saves itself while it is written (a draft). */
  autosave?: Autosave<z.input<Schema>>;
}) {
  const router = useRouter();
  const utils = api.useUtils();
  const editor = useSaveForm({
    ...options,
    save: async (values) => {
      const createdPath = await save(values);
      if (createdPath === undefined) return;
      // The editor of the new record is another page: the copy kept for 'new' is done with.
      draft.clear();
      await router.replace(createdPath);
    },
    onSaved: async (values) => {
      draft.clear();
      editor.form.reset(values);
      await Promise.all([onSaved(), utils.revision.list.invalidate()]);
    },
  });
  const values = editor.form.watch();
  const unsaved = editor.form.formState.isDirty && canEdit;
  const guard = useLeaveGuard(unsaved);
  const draft = useLocalDraft<z.input<Schema>>(draftKey, values, unsaved);
  const restoreDraft = (stored: z.input<Schema>) =>
    editor.form.reset(stored, { keepDefaultValues: true });
  /** Shows a newer saved state of the record (after a restore) in place of the form's. */
  const showSaved = (saved: z.input<Schema>) => {
    draft.clear();
    editor.form.reset(saved);
  };
  const autosaving = useAutosave({
    form: editor.form,
    schema: options.schema,
    autosave,
    onSaved: () => {
      draft.clear();
      return Promise.all([onSaved(), utils.revision.list.invalidate()]);
    },
  });
  const submit: typeof editor.submit = (event) => {
    autosaving.cancel();
    return editor.submit(event);
  };
  return {
    ...editor,
    submit,
    values,
    guard,
    draft,
    restoreDraft,
    showSaved,
    autosaveState: autosaving.state,
  };
}
