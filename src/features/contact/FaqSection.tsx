import Link from 'next/link';
import type { ReactNode } from 'react';

import { ChevronDownIcon } from '~/components/ui/icons';
import { SectionHeader } from '~/features/home/SectionHeader';
import { BLOG_PATH, HACKATHON_PATH, PROJECTS_PATH, SERIES_PATH } from '~/lib/public-paths';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

const FAQ: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'What is the 8-week hackathon?',
    answer: (
      <>
        For eight weeks our team takes real problems from colleagues, builds the smallest AI tool
        that could help and tests it with the people who have the problem. We publish an update
        every week; follow the whole journey on our{' '}
        <Link href={HACKATHON_PATH} className={linkClass}>
          hackathon page
        </Link>
        .
      </>
    ),
  },
  {
    question: 'Can I collaborate with your team?',
    answer:
      'Yes, we love working with partners, whether you have a problem worth solving, data to test with or an idea to build together. Send us a message with “Collaboration” as the subject and tell us about it.',
  },
  {
    question: 'Is your work open source?',
    answer: (
      <>
        Wherever we can share it, yes. Our{' '}
        <Link href={PROJECTS_PATH} className={linkClass}>
          projects
        </Link>{' '}
        and weekly updates link to their GitHub repositories, and our tutorials walk through the
        code step by step.
      </>
    ),
  },
  {
    question: 'How can I stay updated?',
    answer: (
      <>
        Read our{' '}
        <Link href={BLOG_PATH} className={linkClass}>
          blog
        </Link>
        , follow the{' '}
        <Link href={SERIES_PATH} className={linkClass}>
          series
        </Link>{' '}
        for weekly progress, or follow us on the social channels above.
      </>
    ),
  },
];

/** Four common questions, each a native disclosure (works without JavaScript). */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-8">
      <SectionHeader
        id="faq-heading"
        title="Frequently Asked Questions"
        description="Quick answers to the questions we hear most."
        align="center"
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
        {FAQ.map((item) => (
          <details
            key={item.question}
            className="group rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" />
            </summary>
            <div className="px-5 pb-5 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {item.answer}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
