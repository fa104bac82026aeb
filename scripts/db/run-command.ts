import { loadDotEnv } from './dotenv';

/**
 * Runs a command-line script's `main` with its arguments after loading `.env`: its result is the
 * exit code, and an error is printed as one line (exit code 1) instead of a stack trace.
 */
export async function runCommand(main: (args: string[]) => Promise<number>): Promise<void> {
  loadDotEnv();
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
