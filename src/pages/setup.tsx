import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AuthLayout } from '~/features/auth/AuthLayout';
import { setupPageServerSideProps, type SetupPageProps } from '~/features/auth/setup-page-props';
import { SetupForm } from '~/features/auth/SetupForm';

export const getServerSideProps = setupPageServerSideProps;

const SetupPage: NextPageWithLayout<SetupPageProps> = ({ token }) => (
  <>
    <Seo
      title="Set Up Teamfolio"
      path="/setup"
      description="Create the first administrator and team of this site."
      noindex
    />
    <AuthLayout
      title="Set up Teamfolio"
      subtitle="Create the first administrator and team. This link works once."
    >
      <SetupForm token={token} />
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
SetupPage.getLayout = (page) => page;

export default SetupPage;
