import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The thread stack vnu.jar asks for (its schema validation recurses deeply), and one short run of
 * the JVM: the C1 compiler alone and the serial collector spend less CPU starting up than the
 * defaults, and a run over every page is over before the better code the defaults would compile
 * pays off.
 */
const JVM_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** A page's HTML, named for the report. */
export interface HtmlDocument {
  name: string;
  html: string;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

/**
 * The W3C Nu Html Checker's errors in `documents`, all read by one run of vnu.jar (Java on the
 * PATH), each as `<name> <line>:<column> <message>` with the markup it points at.
 */
export async function nuErrors(documents: readonly HtmlDocument[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nu-html-checker-'));
  try {
    const files = documents.map((_, index) => path.join(folder, `${index}.html`));
    await Promise.all(documents.map(({ html }, index) => writeFile(files[index]!, html)));
    const { messages } = JSON.parse(await runVnu(files)) as { messages: NuMessage[] };
    return messages.map((message) => {
      const index = Number(path.basename(message.url ?? '', '.html'));
      const where = `${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}`;
      const name = documents[index]?.name ?? message.url ?? 'vnu';
      return `${name} ${where} ${message.message}\n    ${message.extract ?? ''}`;
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** vnu.jar's JSON report (it writes it to stderr) on `files`; throws with Java's own words. */
async function runVnu(files: string[]): Promise<string> {
  const options = ['--errors-only', '--format', 'json', '--exit-zero-always'];
  try {
    const { stderr } = await promisify(execFile)(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, ...options, ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stderr;
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`vnu.jar failed:\n${`${stdout}${stderr}`.slice(-4000)}`, { cause: error });
  }
}
