/**
 * Where the product's own wording spells a record's not-found message otherwise than the rule
 * (a post's and a series item's pages say it in title case).
 */
const PRODUCT_WORDING: Readonly<Record<string, string>> = {
  Post: 'Post Not Found',
  Item: 'Item Not Found',
};

/**
 * What a person reads when a record is not there, or not theirs to see: '<Label> not found'
 * ('Series not found', 'Media item not found'), or the product's wording for posts and items.
 */
export function notFoundMessage(label: string): string {
  return PRODUCT_WORDING[label] ?? `${label} not found`;
}
