/** A project's public page (matches publicPaths.project in src/server/revalidate.ts). */
export function projectPath(id: string): string {
  return `/projects/${id}`;
}
