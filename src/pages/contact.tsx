import type { GetStaticProps } from 'next';
import type { ReactNode } from 'react';

import { Seo } from '~/components/layout/Seo';
import { Card } from '~/components/ui/Card';
import { Container } from '~/components/ui/Container';
import { ClockIcon } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/PageHeader';
import { ContactForm } from '~/features/contact/ContactForm';
import { FaqSection } from '~/features/contact/FaqSection';
import { QuickLinks } from '~/features/contact/QuickLinks';
import { SocialLinks } from '~/features/contact/SocialLinks';
import type { SocialPlatform } from '~/features/contact/types';
import { CONTACT_PATH } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

interface ContactPageProps {
  platforms: SocialPlatform[];
}

export const getStaticProps: GetStaticProps<ContactPageProps> = async () => {
  const platforms = await serverCaller().socialPlatform.list();
  return { props: { platforms: serialize(platforms) }, revalidate: ISR_FALLBACK_SECONDS };
};

const DESCRIPTION =
  'Questions, ideas or a project to build together? Send us a message; we reply within 24-48 hours on weekdays.';

const CONTACT_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'ContactPage',
  name: `Contact ${SITE_NAME}`,
  description: DESCRIPTION,
  url: absoluteUrl(CONTACT_PATH),
};

/** A titled card of the page's side column, named for assistive technology by its heading. */
function AsideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="flex flex-col gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

export default function ContactPage({ platforms }: ContactPageProps) {
  return (
    <>
      <Seo title="Contact" description={DESCRIPTION} path={CONTACT_PATH} jsonLd={CONTACT_JSON_LD} />
      <div className="bg-linear-to-b from-brand-50 to-white dark:from-brand-950/40 dark:to-slate-950">
        <Container className="py-16 sm:py-20">
          <PageHeader
            eyebrow="Contact"
            title="Get in Touch"
            description="Have a question, an idea or a problem worth solving? We would love to hear from you."
          />
        </Container>
      </div>
      <Container className="flex flex-col gap-20 pb-20">
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="flex flex-col gap-6 sm:p-8 lg:col-span-2">
            <div className="flex flex-col gap-2">
              <h2
                id="contact-form-heading"
                className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
              >
                Send us a Message
              </h2>
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <ClockIcon className="size-4 shrink-0" />
                We typically reply within 24-48 hours on weekdays.
              </p>
            </div>
            <ContactForm labelledBy="contact-form-heading" />
          </Card>
          <div className="flex flex-col gap-8">
            <AsideCard id="connect-heading" title="Connect With Us">
              <SocialLinks platforms={platforms} />
            </AsideCard>
            <AsideCard id="quick-links-heading" title="Quick Links">
              <QuickLinks />
            </AsideCard>
          </div>
        </div>
        <FaqSection />
      </Container>
    </>
  );
}
