import { Seo } from '~/components/layout/Seo';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { ArrowLeftIcon } from '~/components/ui/icons';

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page not found" path="/404" noindex />
      <Container
        width="narrow"
        className="flex flex-col items-center gap-6 py-24 text-center sm:py-32"
      >
        <p className="text-7xl font-bold tracking-tight text-brand-600 dark:text-brand-400">404</p>
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
          Oops! Page not found
        </h1>
        <p className="max-w-md text-slate-600 dark:text-slate-400">
          The page you are looking for does not exist or has been moved.
        </p>
        <ButtonLink href="/" size="lg">
          <ArrowLeftIcon className="size-4" />
          Return to Home
        </ButtonLink>
      </Container>
    </>
  );
}
