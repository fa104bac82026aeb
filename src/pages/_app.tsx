import '~/styles/globals.css';

import type { AppProps } from 'next/app';

import { getPublicLayout } from '~/components/layout/PublicLayout';
import type { NextPageWithLayout } from '~/components/layout/types';

type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };

/*
 * Nothing heavy is global (first-load JavaScript of at most 130 kB gzipped per public page):
 * public pages learn the session through the small `useSession` hook; the tRPC/react-query
 * context (TrpcProvider), toasts (<Toaster />) and dialogs come with the layouts or pages that
 * use them. A page picks its layout with `Page.getLayout`; the default is the public one.
 */
export default function App({ Component, pageProps }: AppPropsWithLayout) {
  const getLayout = Component.getLayout ?? getPublicLayout;
  return getLayout(<Component {...pageProps} />);
}
