import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import type { RevisionRecordType } from '~/schemas/revision';
import { api, type RouterOutputs } from '~/utils/api';

import { compareRevisions, type FieldDifference, type TextPart } from './revision-diff';
import { formatSavedAt, UNKNOWN_AUTHOR } from './revision-labels';

type Revision = RouterOutputs['revision']['byId'];

/** One side of a comparison: what it is ('Version 2', 'Your text') and its fields. */
export interface ComparedSide {
  title: string;
  detail?: string;
  fields: Record<string, unknown>;
}

function SideHeading({ side }: { side: ComparedSide }) {
  return (
    <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">
      {side.title}
      {side.detail && (
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          {side.detail}
        </span>
      )}
    </p>
  );
}

function revisionSide(revision: Revision): ComparedSide {
  return {
    title: `Version ${revision.version}`,
    detail: `${revision.authorName ?? UNKNOWN_AUTHOR} · ${formatSavedAt(revision.createdAt)}`,
    fields: revision.fields,
  };
}

/** One side of a compared text: the shared words and this side's own, marked. */
function TextSide({ parts, side }: { parts: TextPart[]; side: 'removed' | 'added' }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
      {parts.map((part, index) => {
        if (part.change === 'same') return <span key={index}>{part.text}</span>;
        if (part.change !== side) return null;
        return side === 'removed' ? (
          <del
            key={index}
            className="rounded bg-red-100 px-0.5 text-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            className="rounded bg-green-100 px-0.5 text-green-900 no-underline dark:bg-green-950 dark:text-green-200"
          >
            {part.text}
          </ins>
        );
      })}
    </p>
  );
}

function Difference({ difference }: { difference: FieldDifference }) {
  return (
    <section className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{difference.label}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {difference.kind === 'text' ? (
          <>
            <TextSide parts={difference.parts} side="removed" />
            <TextSide parts={difference.parts} side="added" />
          </>
        ) : (
          <>
            <p className="text-sm break-words text-red-900 dark:text-red-200">
              <del>{difference.from}</del>
            </p>
            <p className="text-sm break-words text-green-900 no-underline dark:text-green-200">
              <ins className="no-underline">{difference.to}</ins>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Two revisions side by side, the older on the left: each changed text word by word (removed
 * words marked on the left, added ones on the right), each other changed field as its values.
 */
export default function RevisionCompare({
  teamId,
  recordType,
  olderId,
  newerId,
}: {
  teamId: string;
  recordType: RevisionRecordType;
  olderId: string;
  newerId: string;
}) {
  const older = api.revision.byId.useQuery({ teamId, id: olderId });
  const newer = api.revision.byId.useQuery({ teamId, id: newerId });
  const failed = older.error ?? newer.error;
  if (failed) {
    return (
      <LoadFailed
        what="versions"
        message={failed.message}
        retry={() => Promise.all([older.refetch(), newer.refetch()])}
      />
    );
  }
  if (!older.data || !newer.data) return <LoadingState>Loading versions...</LoadingState>;

  return (
    <FieldsComparison
      recordType={recordType}
      older={revisionSide(older.data)}
      newer={revisionSide(newer.data)}
    />
  );
}

/** Two sets of a record's fields side by side, `older` on the left, the changes marked. */
export function FieldsComparison({
  recordType,
  older,
  newer,
}: {
  recordType: RevisionRecordType;
  older: ComparedSide;
  newer: ComparedSide;
}) {
  const differences = compareRevisions(recordType, older.fields, newer.fields);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SideHeading side={older} />
        <SideHeading side={newer} />
      </div>
      {differences.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          These versions have the same content.
        </p>
      ) : (
        differences.map((difference) => (
          <Difference key={difference.field} difference={difference} />
        ))
      )}
    </div>
  );
}
