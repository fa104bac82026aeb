import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { ArrowRightIcon } from '~/components/ui/icons';

/** What the 8-week AI hackathon is, with the way to follow it and to reach the team. */
export function HackathonSection() {
  return (
    <section aria-labelledby="hackathon-heading" className="py-16">
      <Container width="narrow">
        <div className="flex flex-col items-center gap-6 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-12 text-center sm:px-12 dark:border-brand-900 dark:bg-brand-950/50">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            8 weeks · building in public
          </p>
          <h2
            id="hackathon-heading"
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
          >
            The 8-Week AI Hackathon
          </h2>
          <p className="max-w-2xl text-base text-pretty text-slate-700 dark:text-slate-300">
            For eight weeks we take real problems from our colleagues, build the smallest AI tool
            that could help, and test it with the people who have the problem. Every week we share
            our updates, milestones and tutorials, so you can follow the whole journey.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/hackathon" size="lg">
              View Our Progress
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ButtonLink href="/contact" size="lg" variant="outline">
              Get in Touch
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
