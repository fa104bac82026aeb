import type { ReactElement, ReactNode } from 'react';

import { AccessDenied } from '~/components/admin/layout/AccessDenied';
import { AdminBar, type AdminArea } from '~/components/admin/layout/AdminBar';
import { SwitchableTeamsProvider } from '~/components/admin/SwitchableTeamsProvider';
import { TrpcProvider } from '~/components/admin/TrpcProvider';
import { ViewerProvider } from '~/components/admin/viewer';
import { Navbar } from '~/components/layout/Navbar';
import { SkipLink } from '~/components/layout/SkipLink';
import { Container } from '~/components/ui/Container';
import { Toaster } from '~/components/ui/Toaster';
import type { SignedInPageProps } from '~/server/auth/page-guards';

/**
 * The frame of every signed-in page: the site's header, the area's own bar (sections and, for
 * team content, the team switcher) and the page. It brings the tRPC/React Query client and the
 * toasts, which public pages never load.
 */
export function AdminLayout({
  area,
  viewer,
  denied,
  children,
}: SignedInPageProps & { area: AdminArea; children: ReactNode }) {
  return (
    <TrpcProvider>
      <ViewerProvider viewer={viewer}>
        <SwitchableTeamsProvider>
          <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
            <SkipLink />
            <Navbar />
            {!denied && <AdminBar area={area} />}
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              <Container width="wide" className="py-8 sm:py-10">
                {denied ? <AccessDenied /> : children}
              </Container>
            </main>
          </div>
          <Toaster />
        </SwitchableTeamsProvider>
      </ViewerProvider>
    </TrpcProvider>
  );
}

/**
 * `Page.getLayout` for a signed-in page of an area. Every such page shares this one layout, so
 * moving between them keeps the query cache and the chosen team.
 */
export function adminLayout(area: AdminArea) {
  return function getAdminLayout(page: ReactElement<SignedInPageProps>) {
    return (
      <AdminLayout area={area} viewer={page.props.viewer} denied={page.props.denied}>
        {page}
      </AdminLayout>
    );
  };
}
