import { icon } from './icons';

/*
 * Icons of pictures and videos, apart from icons.tsx, which every page carries: only the pages
 * that show media (and the editors) need them.
 */

export const ImageIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>,
);
export const VideoIcon = icon(
  <>
    <path d="m22 8-6 4 6 4z" />
    <rect x="2" y="6" width="14" height="12" rx="2" />
  </>,
);
export const YouTubeIcon = icon(
  <>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </>,
);
