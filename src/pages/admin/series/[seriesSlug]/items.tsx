import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SeriesItemsScreen } from '~/features/admin/series-items/SeriesItemsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const SeriesItemsAdminPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <SeriesItemsScreen seriesSlug={String(query.seriesSlug)} />;
};
SeriesItemsAdminPage.getLayout = adminLayout('team');

export default SeriesItemsAdminPage;
