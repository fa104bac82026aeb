/**
 * 'Email followers' beside a first publish (a post, a series item): on by default; offered only
 * until the record's followers were emailed, since a record is emailed at most once.
 */
export function EmailFollowersCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium text-slate-900 dark:text-slate-100">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      Email followers
    </label>
  );
}

/** Whether publishing the record (null: a new one) may still email its followers. */
export function offersFollowerEmail(
  record: { published: boolean; followersEmailedAt?: Date | null } | null,
): boolean {
  return !record || (!record.published && record.followersEmailedAt == null);
}
