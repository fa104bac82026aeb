/**
 * The images a project shows: its gallery when it has one, else its single image. The first
 * is the project's cover (cards, Open Graph).
 */
export function projectImages(project: {
  imageUrls: readonly string[];
  imageUrl: string | null;
}): string[] {
  if (project.imageUrls.length > 0) return [...project.imageUrls];
  return project.imageUrl ? [project.imageUrl] : [];
}
