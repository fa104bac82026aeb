import { payloadTooLarge } from '~/server/errors';
import { countJsonValues } from '~/server/http/request-guards';

/**
 * The most values (objects, arrays and their items) the JSON of one imported file may hold, all
 * its parts together (a Ghost export and its posts' editor documents; a Teamfolio export's data
 * pages). A Ghost export of a thousand posts holds about a tenth of it. Parsing and checking a
 * value costs far more than its bytes: 8 MB of `[],` are 2.8 million arrays.
 */
export const MAX_IMPORT_VALUES = 250_000;

export const TOO_MANY_VALUES_MESSAGE = `The file holds too many values: at most ${MAX_IMPORT_VALUES.toLocaleString('en')} (objects, lists and their items) can be imported at once.`;

/** What is left of one file's MAX_IMPORT_VALUES as its JSON parts are parsed. */
export interface ValueBudget {
  remaining: number;
}

export const valueBudget = (): ValueBudget => ({ remaining: MAX_IMPORT_VALUES });

/**
 * Takes `text`'s values from `budget`, counted before anything is parsed: PAYLOAD_TOO_LARGE
 * when they are more than it has left.
 */
export function spendValues(text: string, budget: ValueBudget): void {
  const count = countJsonValues(text, budget.remaining);
  if (count > budget.remaining) throw payloadTooLarge(TOO_MANY_VALUES_MESSAGE);
  budget.remaining -= count;
}
