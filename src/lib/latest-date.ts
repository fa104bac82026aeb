/** The latest of some dates (null when there are none): a list page changes when its content does. */
export function latestDate(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let latest: Date | null = null;
  for (const date of dates) {
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}
