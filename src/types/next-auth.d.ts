import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session {
    user: {
      id: string;
      name: string;
      email: string;
      isSystemAdmin: boolean;
      /** Signed in with a temporary password: nothing but changing it is allowed. */
      mustChangePassword: boolean;
    } & Omit<DefaultSession['user'], 'name' | 'email'>;
    /** The database could not be asked whether the session is still live (an outage). */
    unchecked?: boolean;
  }

  interface User {
    id: string;
    name: string;
    email: string;
    isSystemAdmin: boolean;
    mustChangePassword: boolean;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    id: string;
    name: string;
    email: string;
    isSystemAdmin: boolean;
    mustChangePassword: boolean;
    /** The user_sessions row of this signed-in browser, checked on every request. */
    sessionId: string;
    /** Set while the database is unreachable; cleared by the next successful check. */
    unchecked?: boolean;
  }
}
