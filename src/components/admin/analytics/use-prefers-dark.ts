import { useSyncExternalStore } from 'react';

/*
 * The site's dark mode follows the system setting (Tailwind's `dark:` media strategy); a canvas
 * cannot use CSS classes, so the chart asks the same media query and redraws when it changes.
 */
const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DARK).matches,
    () => false,
  );
}
