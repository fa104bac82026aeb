/**
 * The host that serves this site's UploadThing files: `<appId>.ufs.sh`, the app id read from
 * UPLOADTHING_TOKEN (base64 of `{"apiKey", "appId", "regions"}`). Only this host is trusted by
 * the image optimiser and the Content-Security-Policy, not every UploadThing customer's files.
 * Null without a token (uploads stay on this server) or for a token that does not read.
 */
export function uploadThingFileHost(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const { appId } = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      appId?: unknown;
    };
    return typeof appId === 'string' && /^[a-z0-9]+$/i.test(appId) ? `${appId}.ufs.sh` : null;
  } catch {
    return null;
  }
}
