/** What an export's manifest names: importers check `format` and `version` first. */
export const EXPORT_FORMAT = 'teamfolio-export';
export const EXPORT_VERSION = 1;
