const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** One decimal below 10 ('1.5 GB'), none above ('120 MB'); never a trailing '.0'. */
function amount(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
}

/**
 * A size in storage terms a person reads: '640 KB', '120 MB', '1 GB', '1.5 GB'. A size that
 * rounds up to 1024 of a unit is shown in the next ('1 GB', not '1024 MB').
 */
export function formatStorageSize(bytes: number): string {
  if (Math.round(bytes / MB) >= 1024) return `${amount(bytes / GB)} GB`;
  if (Math.ceil(bytes / KB) >= 1024) return `${amount(bytes / MB)} MB`;
  return `${Math.ceil(bytes / KB)} KB`;
}
