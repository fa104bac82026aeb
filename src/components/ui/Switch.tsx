import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';

/** An on/off control (role="switch") with its visible label and an optional hint. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    // `disabled` goes on the switch itself: on Field, Headless UI writes it onto a div, where
    // HTML has no such attribute.
    <Field className="flex items-center justify-between gap-4">
      <span className="flex flex-col">
        <Label className="text-sm font-medium text-slate-900 dark:text-slate-100">{label}</Label>
        {hint && <span className="text-sm text-slate-600 dark:text-slate-400">{hint}</span>}
      </span>
      <HeadlessSwitch
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-60 dark:bg-slate-700 dark:data-checked:bg-brand-500"
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5"
        />
      </HeadlessSwitch>
    </Field>
  );
}
