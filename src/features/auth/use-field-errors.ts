import { useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The browser's own constraint validation (required, type=email, minlength) of every input, by
 * name: no form or schema library on the public sign-in and sign-up pages (first-load budget);
 * the server validates again.
 */
export function invalidFields<Name extends string>(form: HTMLFormElement): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const input of form.querySelectorAll('input')) {
    if (!input.validity.valid) errors[input.name as Name] = input.validationMessage;
  }
  return errors;
}

function focusFirst(form: HTMLFormElement, errors: FieldErrors<string>) {
  const first = [...form.querySelectorAll('input')].find((input) => errors[input.name]);
  first?.focus();
}

/**
 * Errors shown beside the fields of a form: the browser's verdict before a request, the
 * server's after it. The first field in error takes the focus, once its message is rendered, so
 * a screen reader announces it with the field; typing into a field clears its error.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  function show(form: HTMLFormElement, next: FieldErrors<Name>) {
    flushSync(() => setErrors(next));
    focusFirst(form, next);
  }

  /** Shows what the browser finds wrong; true when every field is valid. */
  function validate(form: HTMLFormElement): boolean {
    const invalid = invalidFields<Name>(form);
    show(form, invalid);
    return Object.keys(invalid).length === 0;
  }

  function clear(name: Name) {
    setErrors(({ [name]: _cleared, ...rest }) => rest as FieldErrors<Name>);
  }

  return { errors, show, validate, clear };
}
