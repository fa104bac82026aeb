// Runs before every test file is loaded, so src/env.ts (parsed once, on import) sees it.
process.env.NEXTAUTH_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
