import Link from 'next/link';
import type { ComponentProps } from 'react';

import { cx } from './cx';

/**
 * Buttons are styled by component classes (globals.css: `.btn`, `.btn-<variant>`,
 * `.btn-<size>`): a page can hold dozens, and the same 300 characters of utilities on each
 * weighed more than the rest of its markup. Utilities passed as `className` still win.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
/** `icon`: a square button holding only an icon (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClasses(
  { variant = 'primary', size = 'md' }: ButtonStyle = {},
  className?: string,
) {
  return cx('btn', `btn-${variant}`, `btn-${size}`, className);
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
