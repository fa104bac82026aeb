/** What an export's manifest names: importers check `format` and `version` first. */
export const EXPORT_FORMAT = 'teamfolio-export';
export const EXPORT_VERSION = 1;

/** Where page `page` (from 1) of a collection's records is in the archive. */
export const dataPagePath = (collection: string, page: number) =>
  `data/${collection}/${String(page).padStart(4, '0')}.json`;

const DATA_PAGE = /^data\/([A-Za-z]+)\/(\d+)\.json$/;

/** The collection and page number of an archive entry holding records, or null. */
export function dataPageOf(entry: string): { collection: string; page: number } | null {
  const [, collection, page] = DATA_PAGE.exec(entry) ?? [];
  return collection && page ? { collection, page: Number(page) } : null;
}

const UPLOAD = /^uploads\/([a-z-]+)\/([\w.-]+)$/;

/** The upload folder and file name of an archive entry holding an uploaded file, or null. */
export function uploadOf(entry: string): { folder: string; name: string } | null {
  const [, folder, name] = UPLOAD.exec(entry) ?? [];
  return folder && name ? { folder, name } : null;
}
