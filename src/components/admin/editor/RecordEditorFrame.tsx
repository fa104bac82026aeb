import type { ReactNode } from 'react';

import { RecordAnalyticsPanel } from '~/components/admin/analytics/RecordAnalyticsPanel';
import { EditingPresenceNotice } from '~/components/admin/presence/EditingPresence';
import { HistoryPanel } from '~/components/admin/revisions/HistoryPanel';
import { SavedMeanwhileNotice } from '~/components/admin/revisions/SavedMeanwhileNotice';
import { StatePanel, type StateTexts } from '~/components/admin/schedule/StatePanel';
import { Button } from '~/components/ui/Button';

import { AutosaveStatus } from './AutosaveStatus';
import { EditorGuards } from './EditorGuards';
import { EditorHeader } from './EditorHeader';
import type { EditedRecord, RecordEditor, RecordFormValues } from './use-record-editor';

/**
 * The page of a full-page editor (`useRecordEditor`) around its fields: the header with the back
 * link, `actions` and the save button; the offer of unsaved work and the question before leaving;
 * who else edits it and what they saved meanwhile; then the fields in two columns, the State
 * panel atop `side` and, once the record exists, its readers under it; then its history. Members see it all read-only.
 */
export function RecordEditorFrame<Values extends RecordFormValues, Stored extends EditedRecord>({
  editor,
  backHref,
  backLabel,
  actions,
  stateTexts,
  main,
  side,
  followers = false,
}: {
  editor: RecordEditor<Values, Stored>;
  backHref: string;
  backLabel: string;
  /** Shown before the save button, such as a preview link. */
  actions?: ReactNode;
  /** What the State panel says of this kind of record; its toasts are named after `noun`. */
  stateTexts: Omit<StateTexts, 'published' | 'publishFailed'>;
  main: ReactNode;
  side: ReactNode;
  /** Whether this kind of record has followers to email when it is first published. */
  followers?: boolean;
}) {
  const { noun, record, canEdit, submit, busy, busyLabel, meanwhile } = editor;
  return (
    <form onSubmit={submit} noValidate>
      <EditorHeader
        title={record ? `Edit ${noun}` : `New ${noun}`}
        backHref={backHref}
        backLabel={backLabel}
        actions={
          <>
            {actions}
            {record && <AutosaveStatus state={editor.autosaveState} />}
            {canEdit && (
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : record ? `Update ${noun}` : `Create ${noun}`}
              </Button>
            )}
          </>
        }
      />
      <EditorGuards guard={editor.guard} draft={editor.draft} onRestore={editor.restoreDraft} />
      <EditingPresenceNotice names={editor.alsoEditing} />
      {record && (
        <SavedMeanwhileNotice
          recordType={editor.recordType}
          meanwhile={meanwhile}
          onSaveMine={() => void submit()}
        />
      )}
      <fieldset
        disabled={!canEdit}
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <legend className="sr-only">{noun}</legend>
        <div className="flex flex-col gap-6">{main}</div>
        <div className="flex flex-col gap-6">
          <StatePanel
            published={editor.values.published ?? false}
            onPublishedChange={editor.setPublished}
            onPublished={editor.tookPublished}
            saved={editor.saved}
            texts={{
              ...stateTexts,
              published: `${noun} published successfully!`,
              publishFailed: `Error updating ${noun.toLowerCase()}`,
            }}
            canEdit={canEdit}
            dirty={editor.form.formState.isDirty}
            refresh={editor.refresh}
            followers={
              followers
                ? {
                    emailFollowers: editor.values.emailFollowers ?? false,
                    onChange: editor.setEmailFollowers,
                  }
                : undefined
            }
          />
          {side}
          {record && (
            <RecordAnalyticsPanel
              teamId={editor.teamId}
              recordType={editor.recordType}
              recordId={record.id}
            />
          )}
        </div>
      </fieldset>
      {record && (
        <div className="mt-8 max-w-xl">
          <HistoryPanel
            teamId={editor.teamId}
            recordType={editor.recordType}
            recordId={record.id}
            canRestore={canEdit}
            currentVersion={editor.version.current}
            onRestored={meanwhile.showStored}
          />
        </div>
      )}
    </form>
  );
}
