import { serveShareImage } from '~/server/seo/serve-share-image';

/** /api/og/<page path>/<hash>.png: a public page's share image (Open Graph / Twitter card). */
export default serveShareImage;

export const config = { api: { bodyParser: false } };
