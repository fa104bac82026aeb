import { createContext, useContext, type ReactNode } from 'react';

import type { Viewer } from '~/server/auth/page-guards';

const ViewerContext = createContext<Viewer | null>(null);

/** The signed-in person, as the page's server guard loaded them. */
export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer() needs a ViewerProvider (the admin layout).');
  return viewer;
}
