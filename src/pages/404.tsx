import { useRouter } from 'next/router';

import { Seo } from '~/components/layout/Seo';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { notFoundMessageFor, PAGE_NOT_FOUND } from '~/features/not-found/not-found-message';

/**
 * Served (with status 404) for unknown paths and for content that does not exist or is not
 * public. The HTML is one static page, so the area-specific wording (e.g. 'Post Not Found') is
 * picked from the address once the page runs in the browser.
 */
export default function NotFoundPage() {
  const router = useRouter();
  // Static pages hydrate with isReady false: the first render matches the server's HTML.
  const message = router.isReady ? notFoundMessageFor(router.asPath) : PAGE_NOT_FOUND;

  return (
    <>
      <Seo title={message.title} path="/404" noindex />
      <Container
        width="narrow"
        className="flex flex-col items-center gap-6 py-24 text-center sm:py-32"
      >
        <p className="text-7xl font-bold tracking-tight text-brand-600 dark:text-brand-400">404</p>
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
          {message.title}
        </h1>
        <p className="max-w-md text-slate-600 dark:text-slate-400">{message.description}</p>
        <ButtonLink href={message.backHref} size="lg">
          <ArrowLeftIcon className="size-4" />
          {message.backLabel}
        </ButtonLink>
      </Container>
    </>
  );
}
