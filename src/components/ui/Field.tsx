import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';

import { cx } from './cx';

interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  required: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/**
 * A labelled form control with an optional hint and error. The control inside (Input,
 * Textarea, Select) picks up its id, `aria-invalid` and `aria-describedby` from the field.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  required = false,
  className,
  children,
}: {
  /** Only when something else must point at the control (e.g. aria-controls). */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id, invalid: Boolean(error), describedBy, required }}>
        {children}
      </FieldContext>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-brand-300 dark:aria-invalid:border-red-400';

function useFieldProps(props: { 'aria-describedby'?: string; required?: boolean }) {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    required: props.required ?? (field.required || undefined),
  };
}

// The type is spelled out even for text: checkers read an `autocomplete` token such as `name`
// against the input's type attribute, and an input without one fails them.
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const fieldProps = useFieldProps(props);
  return (
    <input
      type={type}
      className={cx(controlClasses, 'h-10', className)}
      {...props}
      {...fieldProps}
    />
  );
}

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFieldProps(props);
  return (
    <textarea
      rows={rows}
      className={cx(controlClasses, 'py-2', className)}
      {...props}
      {...fieldProps}
    />
  );
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  const fieldProps = useFieldProps(props);
  return (
    <select className={cx(controlClasses, 'h-10 pr-8', className)} {...props} {...fieldProps} />
  );
}
