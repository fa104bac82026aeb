import { LeadActionWithContact } from '~/components/ui/CallToAction';
import { Container } from '~/components/ui/Container';
import { SERIES_PATH } from '~/lib/public-paths';
import { SITE_TAGLINE } from '~/lib/site-config';

/** The home page's first screen: at least 85% of the viewport high. */
export function HomeHero() {
  return (
    <section className="flex min-h-[85vh] items-center bg-linear-to-b from-brand-50 to-white dark:from-brand-950/40 dark:to-slate-950">
      <Container className="flex flex-col items-center gap-8 py-20 text-center">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
          Innovating Together
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
          {SITE_TAGLINE}
        </p>
        <LeadActionWithContact href={SERIES_PATH}>Explore Our Work</LeadActionWithContact>
      </Container>
    </section>
  );
}
