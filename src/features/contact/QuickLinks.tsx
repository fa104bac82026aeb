import type { ReactNode } from 'react';

import { icon } from '~/components/ui/icons';

const HandshakeIcon = icon(
  <path d="m11 17 2 2a1 1 0 1 0 3-3M14 14l2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7.1-.9l.5.3a4 4 0 0 0 2.8.5L21 4M21 3l1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8" />,
);
const NewspaperIcon = icon(
  <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2M18 14h-8M15 18h-5M10 6h8v4h-8z" />,
);
const BriefcaseIcon = icon(
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>,
);

const NOTES: ReadonlyArray<{ title: string; text: ReactNode; icon: ReactNode }> = [
  {
    title: 'Collaboration',
    text: 'Have a problem worth solving or want to build with us? Tell us about it, with “Collaboration” as the subject.',
    icon: <HandshakeIcon />,
  },
  {
    title: 'Media & Press',
    text: 'Writing about our hackathon or our projects? Use “Press” as the subject and we will send you what you need.',
    icon: <NewspaperIcon />,
  },
  {
    title: 'Recruiters',
    text: 'Interested in the people behind the work? Our profiles are on the About page; mention “Careers” in the subject.',
    icon: <BriefcaseIcon />,
  },
];

/** Short notes on how to reach us for the most common reasons. */
export function QuickLinks() {
  return (
    <ul className="flex flex-col gap-4">
      {NOTES.map((note) => (
        <li key={note.title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 [&_svg]:size-5">
            {note.icon}
          </span>
          <div className="flex flex-col gap-0.5">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{note.title}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{note.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
