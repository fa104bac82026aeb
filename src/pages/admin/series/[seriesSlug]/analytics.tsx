import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SeriesAnalyticsScreen } from '~/features/admin/series-analytics/SeriesAnalyticsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const SeriesAnalyticsAdminPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <SeriesAnalyticsScreen seriesSlug={String(query.seriesSlug)} />;
};
SeriesAnalyticsAdminPage.getLayout = adminLayout('team');

export default SeriesAnalyticsAdminPage;
