import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { ArrowRightIcon } from '~/components/ui/icons';

/** The home page's closing call to action (spec §2 item 5). */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="pb-20">
      <Container width="narrow">
        <div className="flex flex-col items-center gap-6 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-12 text-center sm:px-12 dark:border-brand-900 dark:bg-brand-950/50">
          <h2
            id="closing-cta-heading"
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
          >
            Have an idea worth building?
          </h2>
          <p className="max-w-xl text-base text-pretty text-slate-700 dark:text-slate-300">
            Whether you want to collaborate, have a question about our work or just want to say
            hello, we would love to hear from you.
          </p>
          <ButtonLink href="/contact" size="lg">
            Start a Conversation
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
