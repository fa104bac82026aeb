import { ExternalButtonLink } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { ExternalLinkIcon } from '~/components/ui/icons';

export interface CustomLinkItem {
  id: string;
  linkName: string;
  linkUrl: string;
}

/**
 * A content item's custom links (the custom_links table), in the order given, each opening in a
 * new tab. Renders nothing when there are none, so callers can place it unconditionally.
 */
export function CustomLinkList({
  links,
  className,
}: {
  links: readonly CustomLinkItem[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Links" className={cx('flex flex-wrap gap-2', className)}>
      {links.map((link) => (
        <li key={link.id}>
          <ExternalButtonLink href={link.linkUrl} variant="outline" size="sm">
            <ExternalLinkIcon className="size-4" />
            {link.linkName}
            <span className="sr-only"> (opens in a new tab)</span>
          </ExternalButtonLink>
        </li>
      ))}
    </ul>
  );
}
