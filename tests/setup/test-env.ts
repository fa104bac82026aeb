// Runs before every test file is loaded, so src/env.ts (parsed once, on import) sees it.
process.env.NEXTAUTH_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
// The proof-of-work of public forms, solved in-process by the tests that post them: kept cheap.
process.env.ALTCHA_COMPLEXITY ??= '20';
