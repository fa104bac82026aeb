import { Badge } from '~/components/ui/Badge';
import { cx } from '~/components/ui/cx';

/**
 * Tags as a list of badges. With `max`, only the first `max` tags show, followed by a '+N'
 * badge for the rest (compact cards show 3).
 */
export function TagList({
  tags,
  max,
  className,
}: {
  tags: readonly string[];
  max?: number;
  className?: string;
}) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className={cx('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge tone="brand">
            +{hidden}
            <span className="sr-only"> more {hidden === 1 ? 'tag' : 'tags'}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
