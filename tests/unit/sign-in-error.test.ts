import { describe, expect, it } from 'vitest';

import { signInErrorMessage } from '~/features/auth/sign-in';

describe('signInErrorMessage', () => {
  it('turns a rejected password into a human message', () => {
    expect(signInErrorMessage('CredentialsSignin')).toBe('Invalid email or password');
  });

  it("shows the auth service's own sentence", () => {
    expect(signInErrorMessage('Too many sign-in attempts. Try again in a minute.')).toBe(
      'Too many sign-in attempts. Try again in a minute.',
    );
  });

  it('hides configuration codes and missing errors behind the generic message', () => {
    expect(signInErrorMessage('Configuration')).toBe('An unexpected error occurred');
    expect(signInErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(signInErrorMessage('')).toBe('An unexpected error occurred');
  });
});
