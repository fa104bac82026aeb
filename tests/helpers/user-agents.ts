import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'analytics');

function corpus(file: string): string[] {
  return readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}

/** Real browsers' user agents (desktop and mobile, the browsers in use): none may be dropped. */
export const browserUserAgents = corpus('browser-user-agents.txt');
/** Crawlers, previews, monitors, HTTP libraries, headless and automated browsers: all dropped. */
export const botUserAgents = corpus('bot-user-agents.txt');
