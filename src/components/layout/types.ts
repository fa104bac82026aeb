import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';

/**
 * A page that chooses its own layout (`Page.getLayout = (page) => <AdminLayout>{page}</AdminLayout>`).
 * Pages without one get the PublicLayout (see _app).
 */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  /** Receives the page element with its props (e.g. what getServerSideProps gave it). */
  getLayout?: (page: ReactElement<P>) => ReactNode;
};
