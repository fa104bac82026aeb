/** The small 'View all …' link beside a home section's heading. */
export const sectionLinkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';
