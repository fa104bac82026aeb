/** What the history calls each field a revision keeps. */
export const REVISION_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  summary: 'Summary',
  description: 'Description',
  content: 'Content',
  itemType: 'Type',
  weekNumber: 'Week number',
  featuredImageUrl: 'Featured image',
  imageUrl: 'Image',
  imageUrls: 'Images',
  videoUrl: 'Video URL',
  youtubeVideoUrl: 'YouTube video',
  demoUrl: 'Demo URL',
  githubUrl: 'GitHub URL',
  githubLinks: 'GitHub links',
  documentLinks: 'Document links',
  tags: 'Tags',
  seriesId: 'Series',
  published: 'Published',
  featured: 'Featured',
};

const savedAtFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When a revision was saved, in the reader's time zone: 'Nov 27, 2026, 6:50 AM'. */
export function formatSavedAt(value: Date | string): string {
  return savedAtFormat.format(new Date(value));
}

/** Who saved a revision, when the account is gone or the save came from outside the app. */
export const UNKNOWN_AUTHOR = 'Someone';
