import Link from 'next/link';
import type { ComponentProps } from 'react';

import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
/** `icon`: a square button holding only an icon (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClasses(
  { variant = 'primary', size = 'md' }: ButtonStyle = {},
  className?: string,
) {
  return cx(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A link styled as a button; internal paths go through next/link. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** An external link styled as a button, opening in a new tab. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & ButtonStyle) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant, size }, className)}
      {...props}
    />
  );
}
