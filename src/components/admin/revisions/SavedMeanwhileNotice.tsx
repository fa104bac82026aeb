import dynamic from 'next/dynamic';
import { useState } from 'react';

import { LoadingState } from '~/components/admin/LoadingState';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import type { RevisionRecordType } from '~/schemas/revision';

import { formatSavedAt, UNKNOWN_AUTHOR } from './revision-labels';
import type { ComparedSide } from './RevisionCompare';
import type { useSavedMeanwhile } from './use-saved-meanwhile';

// The text diff loads when someone compares, not with the editor.
const FieldsComparison = dynamic(
  () => import('./RevisionCompare').then((module) => module.FieldsComparison),
  { ssr: false, loading: () => <LoadingState>Loading versions...</LoadingState> },
);

/**
 * Above an editor whose save was refused: who saved meanwhile and when, with the ways on — load
 * their version, compare it with this text, or save this text over theirs on purpose. While
 * their version shows, it offers this person's own text back.
 */
export function SavedMeanwhileNotice({
  recordType,
  meanwhile,
  onSaveMine,
}: {
  recordType: RevisionRecordType;
  meanwhile: Pick<
    ReturnType<typeof useSavedMeanwhile<object, { version: number }>>,
    'conflict' | 'showingTheirs' | 'loadTheirs' | 'backToMine' | 'overwrite'
  > & {
    currentValues: () => object;
    readStored: () => Promise<object>;
  };
  /** Saves this person's text now, over theirs (after `meanwhile.overwrite`). */
  onSaveMine: () => void;
}) {
  const { conflict, showingTheirs } = meanwhile;
  const [sides, setSides] = useState<{ older: ComparedSide; newer: ComparedSide } | null>(null);

  async function compare() {
    if (!conflict) return;
    const theirs: ComparedSide = {
      title: `Their version (${conflict.version})`,
      detail: `${conflict.by ?? UNKNOWN_AUTHOR} · ${formatSavedAt(conflict.at)}`,
      fields: { ...(await meanwhile.readStored()) },
    };
    const mine = { ...meanwhile.currentValues() };
    setSides({ older: theirs, newer: { title: 'Your text', detail: 'Not saved', fields: mine } });
  }

  if (conflict) {
    return (
      <div className="mb-6">
        <Alert
          tone="error"
          title={`${conflict.by ?? UNKNOWN_AUTHOR} saved this meanwhile at ${formatSavedAt(conflict.at)}`}
        >
          <p>Your text is still here, not saved; nothing of theirs was lost either.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void meanwhile.loadTheirs()}>
              Load theirs
            </Button>
            <Button size="sm" variant="outline" onClick={() => void compare()}>
              Compare
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                meanwhile.overwrite();
                onSaveMine();
              }}
            >
              Save mine over theirs
            </Button>
          </div>
        </Alert>
        <Dialog
          open={sides !== null}
          onClose={() => setSides(null)}
          title="Compare versions"
          size="lg"
        >
          {sides && <FieldsComparison recordType={recordType} {...sides} />}
        </Dialog>
      </div>
    );
  }
  if (!showingTheirs) return null;
  return (
    <div className="mb-6">
      <Alert tone="info" title="You see their version now">
        <p>Your own text is kept until you leave this editor.</p>
        <div className="mt-3">
          <Button size="sm" variant="outline" onClick={meanwhile.backToMine}>
            Back to my text
          </Button>
        </div>
      </Alert>
    </div>
  );
}
