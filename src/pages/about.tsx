import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { PageHeader } from '~/components/ui/PageHeader';
import { HackathonSection } from '~/features/about/HackathonSection';
import { MissionSection } from '~/features/about/MissionSection';
import { toTeamMemberCard } from '~/features/about/team-member-card';
import { TeamSection } from '~/features/about/TeamSection';
import type { TeamProfile } from '~/features/about/types';
import { LIST_PAGE_SIZE, type ListPage } from '~/lib/fetch-public-list';
import { ABOUT_PATH, HOME_PATH } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';
import { ISR_FALLBACK_SECONDS, serializePage, serverCaller } from '~/server/trpc/server-caller';

interface AboutPageProps {
  /** The first page of the team-member grid; the grid loads more itself. */
  profiles: ListPage<TeamProfile>;
}

export const getStaticProps: GetStaticProps<AboutPageProps> = async () => {
  const page = await serverCaller().teamProfile.list({ limit: LIST_PAGE_SIZE });
  return {
    props: {
      profiles: serializePage(page, toTeamMemberCard),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

const DESCRIPTION =
  'Meet the team behind the 8-week AI hackathon: our mission of innovation, collaboration and excellence, and the people who build in public.';

/** Describes the page as rendered: the members of the grid's first page. */
function aboutJsonLd(profiles: TeamProfile[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: absoluteUrl(ABOUT_PATH),
    name: `About ${SITE_NAME}`,
    description: DESCRIPTION,
    mainEntity: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: absoluteUrl(HOME_PATH),
      member: profiles.map((profile) => ({
        '@type': 'Person',
        name: profile.name,
        jobTitle: profile.role,
        ...(profile.photoUrl && { image: absoluteUrl(profile.photoUrl) }),
        sameAs: [profile.githubUrl, profile.linkedinUrl, profile.twitterUrl].filter(Boolean),
      })),
    },
  };
}

export default function AboutPage({ profiles }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title="About Us"
        description={DESCRIPTION}
        path={ABOUT_PATH}
        jsonLd={aboutJsonLd(profiles.items)}
      />
      <div className="bg-linear-to-b from-brand-50 to-white dark:from-brand-950/40 dark:to-slate-950">
        <Container className="py-16 sm:py-20">
          <PageHeader
            eyebrow="About Us"
            title="Building the future, together"
            description="We are a small innovation team that turns everyday problems into working prototypes, and shares every step of the journey in public."
          />
        </Container>
      </div>
      <MissionSection />
      <TeamSection firstPage={profiles} />
      <HackathonSection />
    </>
  );
}
