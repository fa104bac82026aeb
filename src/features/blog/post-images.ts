/** The image fields of a blog post. */
export interface PostImageFields {
  imageUrls: readonly string[];
  featuredImageUrl: string | null;
}

/** The one image that stands for the post (cards, Open Graph): its featured image, else its first. */
export function coverImage(post: PostImageFields): string | null {
  return post.featuredImageUrl ?? post.imageUrls[0] ?? null;
}

/** A post with more than one image shows them as a gallery; otherwise just its cover image. */
export function hasGallery(post: PostImageFields): boolean {
  return post.imageUrls.length > 1;
}

/** How many of the post's images a card with one image leaves out. */
export function extraImageCount(post: PostImageFields): number {
  return Math.max(post.imageUrls.length - 1, 0);
}

/** '+1 more image', '+3 more images', or null when there are none. */
export function moreImagesLabel(count: number): string | null {
  if (count <= 0) return null;
  return `+${count} more ${count === 1 ? 'image' : 'images'}`;
}
