import { diffWords } from 'diff';

import { htmlToPlainText } from '~/lib/plain-text';
import type { RevisionRecordType } from '~/schemas/revision';

import { REVISION_FIELD_LABELS } from './revision-labels';

/** A piece of a compared text: in both versions, only the older, or only the newer. */
export interface TextPart {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/** One field that differs between two revisions. */
export type FieldDifference =
  | { field: string; label: string; kind: 'text'; parts: TextPart[] }
  | { field: string; label: string; kind: 'value'; from: string; to: string };

type Fields = Record<string, unknown>;

/** Fields compared word by word; the rest are shown as their old and new value. */
const TEXT_FIELDS = new Set(['title', 'excerpt', 'summary', 'description', 'content']);

/** A post's content is HTML: compared as the text a reader sees. */
function comparableText(recordType: RevisionRecordType, field: string, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return recordType === 'blog_post' && field === 'content' ? htmlToPlainText(text) : text;
}

function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function textParts(older: string, newer: string): TextPart[] {
  return diffWords(older, newer).map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

/**
 * The fields that differ from `older` to `newer`, in the order the history lists fields: texts
 * as word-by-word changes, everything else as its value before and after.
 */
export function compareRevisions(
  recordType: RevisionRecordType,
  older: Fields,
  newer: Fields,
): FieldDifference[] {
  const fields = Object.keys(REVISION_FIELD_LABELS).filter(
    (field) => field in older || field in newer,
  );
  return fields.flatMap((field): FieldDifference[] => {
    const label = REVISION_FIELD_LABELS[field]!;
    if (TEXT_FIELDS.has(field)) {
      const before = comparableText(recordType, field, older[field]);
      const after = comparableText(recordType, field, newer[field]);
      return before === after
        ? []
        : [{ field, label, kind: 'text', parts: textParts(before, after) }];
    }
    const from = shownValue(older[field]);
    const to = shownValue(newer[field]);
    return from === to ? [] : [{ field, label, kind: 'value', from, to }];
  });
}
