import type { ReactNode } from 'react';

import { Card } from '~/components/ui/Card';
import { Container } from '~/components/ui/Container';
import { icon, UsersIcon } from '~/components/ui/icons';
import { SectionHeader } from '~/features/home/SectionHeader';

const LightbulbIcon = icon(
  <path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5M9 18h6M10 22h4" />,
);
const AwardIcon = icon(
  <>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
  </>,
);

const VALUES: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Innovation',
    text: 'We look for the everyday problems worth solving and try bold ideas quickly, keeping only what proves useful.',
    icon: <LightbulbIcon />,
  },
  {
    title: 'Collaboration',
    text: 'We build with the people who have the problem: every prototype is shaped by their feedback, and we share what we learn in the open.',
    icon: <UsersIcon />,
  },
  {
    title: 'Excellence',
    text: 'We measure honestly, polish what matters and ship elegant solutions that hold up in real work.',
    icon: <AwardIcon />,
  },
];

/** The team's mission and the three values behind it. */
export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="py-16">
      <Container className="flex flex-col gap-10">
        <SectionHeader
          id="mission-heading"
          title="Our Mission"
          description="We build the future through innovation, collaboration and excellence: small experiments, real users and results we can stand behind."
          align="center"
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <Card as="li" key={value.title} className="flex flex-col gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300 [&_svg]:size-6">
                {value.icon}
              </span>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {value.title}
              </h3>
              <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{value.text}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
