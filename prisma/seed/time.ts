/**
 * Seeded rows carry fixed creation times: the demo reads as a plausible timeline, and a second
 * run of the seed leaves every row (updated_at included) exactly as it was.
 */
export function stamped(isoDateTime: string): { createdAt: Date; updatedAt: Date } {
  const at = new Date(isoDateTime);
  return { createdAt: at, updatedAt: at };
}

/** A calendar date for `date` columns (series start and end). */
export function day(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
