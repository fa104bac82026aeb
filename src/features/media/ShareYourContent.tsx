import { ButtonLink } from '~/components/ui/Button';
import { ArrowRightIcon } from '~/components/ui/icons';

/** The call to action under the gallery (spec §2): contributions go through the contact page. */
export function ShareYourContent() {
  return (
    <section
      aria-labelledby="share-your-content"
      className="flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-6 py-12 text-center dark:bg-brand-950/50"
    >
      <h2
        id="share-your-content"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Share Your Content
      </h2>
      <p className="max-w-xl text-slate-600 dark:text-slate-300">
        Took photos at one of our demos, or recorded a talk about our work? Send it to us and we
        will add it to the gallery.
      </p>
      <ButtonLink href="/contact" size="lg">
        Get in Touch
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </section>
  );
}
