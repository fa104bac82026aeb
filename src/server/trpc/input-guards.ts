/**
 * Checks every call's raw input before its schema does: control characters (NUL and the other C0
 * codes but tab, line feed and carriage return, and DEL) are refused in every text, since
 * PostgreSQL refuses NUL in text and no form of the site has a use for the others; and input
 * nested deeper than any procedure takes is refused before anything walks it.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deeper than any input of the API (a series item's links: 3 levels). */
export const MAX_INPUT_DEPTH = 16;

export interface InputProblem {
  /** The path of the offending value ('title', 'links.0.linkUrl'); 'input' for the whole. */
  field: string;
  message: string;
}

/** The first problem of `input`, walked without recursion (any depth is safe); else null. */
export function inputProblem(input: unknown): InputProblem | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    const field = path.join('.') || 'input';
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) {
        return { field, message: 'Must not contain control characters.' };
      }
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) return { field, message: 'Nested too deeply.' };
      for (const [key, child] of Object.entries(value)) {
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}
