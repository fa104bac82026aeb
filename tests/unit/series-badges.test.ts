import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { pickBadgeStyle, type BadgeStyle } from '~/features/series/badge-style';
import { ItemTypeBadge } from '~/features/series/ItemTypeBadge';
import { SeriesStatusBadge } from '~/features/series/SeriesStatusBadge';

const STYLES: Record<'on' | 'off', BadgeStyle> = {
  on: { label: 'On', tone: 'green', icon: null },
  off: { label: 'Off', tone: 'neutral', icon: null },
};

/** A badge's visible text. */
const badgeText = (badge: ReactElement) => renderToStaticMarkup(badge).replace(/<[^>]*>/g, '');

describe('pickBadgeStyle', () => {
  it('gives the style of a known value', () => {
    expect(pickBadgeStyle(STYLES, 'on', 'off')).toBe(STYLES.on);
  });

  it('gives the fallback for an unknown value, inherited object keys included', () => {
    expect(pickBadgeStyle(STYLES, 'paused', 'off')).toBe(STYLES.off);
    expect(pickBadgeStyle(STYLES, 'toString', 'off')).toBe(STYLES.off);
    expect(pickBadgeStyle(STYLES, '', 'on')).toBe(STYLES.on);
  });
});

describe('the series badges', () => {
  it('show each status by its label, any other value as Active', () => {
    const labels = ['active', 'completed', 'upcoming', 'archived'].map((status) =>
      badgeText(createElement(SeriesStatusBadge, { status })),
    );
    expect(labels).toEqual(['Active', 'Completed', 'Upcoming', 'Active']);
  });

  it('show each item type by its label, any other value as Update', () => {
    const labels = ['milestone', 'tutorial', 'announcement', 'update', 'constructor'].map(
      (itemType) => badgeText(createElement(ItemTypeBadge, { itemType })),
    );
    expect(labels).toEqual(['Milestone', 'Tutorial', 'Announcement', 'Update', 'Update']);
  });
});
