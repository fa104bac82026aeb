import type { ReactNode } from 'react';

import { Badge, type BadgeTone } from '~/components/ui/Badge';

/** How one value of an enum (a status, an item type) looks as a badge. */
export interface BadgeStyle {
  label: string;
  tone: BadgeTone;
  icon: ReactNode;
}

/** The style of `value`, or of `fallback` for a value the map does not know. */
export function pickBadgeStyle<Key extends string>(
  styles: Record<Key, BadgeStyle>,
  value: string,
  fallback: Key,
): BadgeStyle {
  return Object.hasOwn(styles, value) ? styles[value as Key] : styles[fallback];
}

export function StyledBadge({ style }: { style: BadgeStyle }) {
  return (
    <Badge tone={style.tone} icon={style.icon}>
      {style.label}
    </Badge>
  );
}
