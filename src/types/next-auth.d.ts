import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session {
    user: {
      id: string;
      name: string;
      email: string;
      isSystemAdmin: boolean;
    } & Omit<DefaultSession['user'], 'name' | 'email'>;
  }

  interface User {
    id: string;
    name: string;
    email: string;
    isSystemAdmin: boolean;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    id: string;
    name: string;
    email: string;
    isSystemAdmin: boolean;
    /** Epoch ms of the last check of the user's roles against the database. */
    rolesCheckedAt: number;
  }
}
