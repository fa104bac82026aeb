import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';

import { useEditingPresence } from '~/components/admin/presence/use-editing-presence';
import { useSavedMeanwhile } from '~/components/admin/revisions/use-saved-meanwhile';
import type { Scheduled } from '~/components/admin/schedule/schedule-form';
import type { SavedState } from '~/components/admin/schedule/StatePanel';
import type { RevisionRecordType } from '~/schemas/revision';
import { api } from '~/utils/api';

import { staysDraft } from './use-autosave';
import { useEditorForm } from './use-editor-form';
import { useRecordVersion } from './use-record-version';

/** What every full-page editor's form holds besides its own fields. */
export interface RecordFormValues extends FieldValues {
  published?: boolean;
  /** For records with followers: whether the save that publishes the record emails them. */
  emailFollowers?: boolean;
  /** Links collected before the record exists; once it does, they are edited live. */
  links?: unknown[];
}

type RecordRef = { teamId: string; id: string };
type Versioned = { version: number };
type Mutation<Input, Output> = {
  useMutation: () => { mutateAsync: (input: Input) => Promise<Output> };
};

/** The procedures of a router whose records have a full-page editor (`api.blog`, `api.project`). */
export interface EditorProcedures<Values> {
  create: Mutation<Values & { teamId: string }, { id: string; teamId: string }>;
  update: Mutation<
    Omit<Values, 'links'> & RecordRef & { version: number; autosave?: boolean },
    Versioned
  >;
  publish: Mutation<RecordRef & { published: boolean; emailFollowers?: boolean }, Versioned>;
  schedule: Mutation<
    RecordRef & { publishAt: Date; unpublishAt: Date | null; emailFollowers?: boolean },
    Versioned
  >;
  cancelSchedule: Mutation<RecordRef, Versioned>;
}

/** The same router's query cache (`api.useUtils().blog`): the record as stored, and refreshing. */
export interface EditorCache<Stored> {
  adminById: { fetch: (input: RecordRef, options: { staleTime: number }) => Promise<Stored> };
  invalidate: () => Promise<unknown>;
}

/** A stored record as its editor reads it. */
export type EditedRecord = RecordRef & Versioned & Scheduled & { published: boolean };

/** What an editor page gives its form: the record (null to create one in `teamId`). */
export interface RecordFormProps<Stored> {
  record: Stored | null;
  teamId: string;
  canEdit: boolean;
}

/**
 * Everything a full-page editor of a versioned, schedulable record (a post, a project) does
 * besides drawing its fields: the form (`useEditorForm`) that creates the record or saves it
 * from the version it was loaded at, a draft's autosave, the notice when someone saved
 * meanwhile, who else is editing, and publishing and scheduling the saved record. A new record
 * goes to `teamId` unless its form names a team of its own.
 */
export function useRecordEditor<
  Schema extends z.ZodType<RecordFormValues, RecordFormValues>,
  Stored extends EditedRecord,
>({
  noun,
  recordType,
  draftName,
  record,
  teamId,
  canEdit,
  procedures,
  cache,
  schema,
  fields,
  emptyValues,
  formFrom,
  editorPath,
  onCreated,
}: {
  /** The record's name in the toasts: 'Post' makes 'Post updated successfully!'. */
  noun: string;
  recordType: RevisionRecordType;
  /** Names the copies of unsaved work this editor keeps in the browser ('blog'). */
  draftName: string;
  /** The record to edit; null to create one. */
  record: Stored | null;
  teamId: string;
  canEdit: boolean;
  procedures: NoInfer<EditorProcedures<z.input<Schema>>>;
  cache: EditorCache<Stored>;
  schema: Schema;
  fields: readonly Path<z.input<Schema>>[];
  emptyValues: z.input<Schema>;
  formFrom: (stored: Stored) => z.input<Schema>;
  /** The address of a record's editor, where the editor goes once it has created one. */
  editorPath: (id: string) => string;
  onCreated?: (created: { id: string; teamId: string }) => void;
}) {
  type Values = z.input<Schema>;
  const utils = api.useUtils();
  const create = procedures.create.useMutation();
  const update = procedures.update.useMutation();
  const publish = procedures.publish.useMutation();
  const schedule = procedures.schedule.useMutation();
  const cancelSchedule = procedures.cancelSchedule.useMutation();
  const version = useRecordVersion(record?.version);
  const refresh = () => cache.invalidate();
  const lowerNoun = noun.toLowerCase();

  /** Every save of an existing record, by hand or by itself: one at a time, from its version. */
  function saveChanges(id: string, values: Values, autosave?: boolean): Promise<unknown> {
    const { links: _stagedOnlyOnCreate, ...fields } = values;
    return meanwhile.track(
      version.save((from) =>
        update.mutateAsync({ teamId, ...fields, id, version: from, autosave }),
      ),
    );
  }

  const editor = useEditorForm({
    schema,
    values: record ? formFrom(record) : emptyValues,
    fields,
    draftKey: `${draftName}:${teamId}:${record?.id ?? 'new'}`,
    canEdit,
    save: async (values) => {
      if (!record) {
        const created = await create.mutateAsync({ teamId, ...values });
        onCreated?.(created);
        return editorPath(created.id);
      }
      await saveChanges(record.id, values);
    },
    // A draft saves itself while it is written; a published record's edits wait for 'Update'.
    autosave: record
      ? {
          when: (values, stored): boolean => staysDraft(values, stored) && !meanwhile.conflict,
          save: (values) => saveChanges(record.id, values, true),
        }
      : undefined,
    succeeded: record ? `${noun} updated successfully!` : `${noun} created successfully!`,
    failed: record ? `Error updating ${lowerNoun}` : `Error creating ${lowerNoun}`,
    onSaved: () => Promise.all([refresh(), utils.stats.team.invalidate()]),
  });
  const { form } = editor;

  const meanwhile = useSavedMeanwhile({
    version,
    fetchStored: () => cache.adminById.fetch({ teamId, id: record!.id }, { staleTime: 0 }),
    formFrom,
    currentValues: (): Values => form.getValues(),
    showSaved: editor.showSaved,
    showMine: editor.restoreDraft,
    refresh,
  });

  const alsoEditing = useEditingPresence({
    teamId,
    recordType,
    recordId: record?.id ?? null,
    beating: canEdit,
  });

  const published = 'published' as Path<Values>;
  const saved: SavedState | null = record && {
    record,
    publish: (options) =>
      version.save(() =>
        publish.mutateAsync({ teamId, id: record.id, published: true, ...options }),
      ),
    schedule: (times) =>
      version.save(() => schedule.mutateAsync({ teamId, id: record.id, ...times })),
    cancelSchedule: () => version.save(() => cancelSchedule.mutateAsync({ teamId, id: record.id })),
  };

  return {
    ...editor,
    noun,
    recordType,
    record,
    teamId,
    canEdit,
    version,
    meanwhile,
    alsoEditing,
    refresh,
    /** The saved record and its Publish now / Schedule actions; null before its first save. */
    saved,
    setPublished: (next: boolean) =>
      form.setValue(published, next as PathValue<Values, Path<Values>>, { shouldDirty: true }),
    setEmailFollowers: (next: boolean) =>
      form.setValue('emailFollowers' as Path<Values>, next as PathValue<Values, Path<Values>>),
    /** 'Publish now' published the saved record: the form takes in its new state. */
    tookPublished: () =>
      form.resetField(published, { defaultValue: true as PathValue<Values, Path<Values>> }),
  };
}

/** What `useRecordEditor` gives the page around a form holding `Values`. */
export type RecordEditor<Values extends RecordFormValues, Stored extends EditedRecord> = ReturnType<
  typeof useRecordEditor<z.ZodType<Values, Values>, Stored>
>;
