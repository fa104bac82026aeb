/**
 * Uploads at once: signed-in uploads of a 50 MB video each to the media gallery, all sent at the
 * same time, while the server's resident memory (VmRSS of its processes) is sampled. Each must
 * be stored, or refused by the team's storage quota; memory must stay under a bound, because a
 * body goes to a temporary file as it arrives, never whole into memory.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';

import type { Check } from './checks';
import { TEAM_ID } from '../../prisma/seed/team';
import { signIn } from '../bench/sign-in';

export interface UploadOptions {
  uploads: number;
  /** The size of each upload. */
  bytes: number;
  maxResidentMb: number;
  account: { email: string; password: string };
}

const MB = 1024 * 1024;
const SAMPLE_EVERY_MS = 100;

/** The start of an MP4 (an ftyp box): what the server reads to know it is a video. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
]);
const CHUNK = Buffer.alloc(64 * 1024);

/** The resident memory of `pid` and every process under it (`next start` may fork). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const own = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const ofChildren = await Promise.all(
    children
      .split(' ')
      .filter(Boolean)
      .map((child) => residentBytes(Number(child))),
  );
  return ofChildren.reduce((sum, bytes) => sum + bytes, own);
}

interface Answer {
  status: number;
  message: string;
}

function messageIn(body: string): string {
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    return body;
  }
}

/** One upload of `bytes` bytes, written from one reused chunk (the sender holds no body). */
function upload(baseUrl: string, cookie: string, bytes: number): Promise<Answer> {
  return new Promise((resolve) => {
    const url = `${baseUrl}/api/upload?teamId=${TEAM_ID}&purpose=media`;
    const req = request(
      url,
      { method: 'POST', headers: { cookie, 'content-length': String(bytes) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (body += part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: messageIn(body) }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, message: error.message }));
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const chunk =
          sent === 0 ? MP4_HEAD : CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

export async function runUploads(
  baseUrl: string,
  serverPid: number,
  options: UploadOptions,
): Promise<Check[]> {
  const cookie = await signIn(baseUrl, options.account.email, options.account.password);
  const before = await residentBytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    void residentBytes(serverPid).then((bytes) => (peak = Math.max(peak, bytes)));
  }, SAMPLE_EVERY_MS);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: options.uploads }, () => upload(baseUrl, cookie, options.bytes)),
  ).finally(() => clearInterval(sampler));
  const seconds = (Date.now() - started) / 1000;

  const stored = answers.filter((answer) => answer.status === 200).length;
  // Every body is within the size limit: the only refusal allowed is the team's storage quota.
  const isOverQuota = (answer: Answer) => answer.status === 413 && /storage/i.test(answer.message);
  const overQuota = answers.filter(isOverQuota).length;
  const failed = answers.filter((answer) => answer.status !== 200 && !isOverQuota(answer));
  const sizeMb = options.bytes / MB;
  console.log(
    `uploads: ${options.uploads} × ${sizeMb} MB in ${seconds.toFixed(1)} s — ${stored} stored, ` +
      `${overQuota} over the quota, ${failed.length} failed` +
      (failed.length ? ` (${failed.map((f) => `${f.status} ${f.message}`).join('; ')})` : ''),
  );
  const mb = (bytes: number) => Math.round(bytes / MB);
  console.log(`uploads: server memory ${mb(before)} MB before, ${mb(peak)} MB at most`);
  return [
    {
      name: `${options.uploads} uploads of ${sizeMb} MB at once are each stored or refused by the quota`,
      ok: failed.length === 0 && stored > 0,
      detail: `${stored} stored, ${overQuota} over the quota, ${failed.length} failed`,
    },
    {
      name: `the server's memory stays under ${options.maxResidentMb} MB while they arrive`,
      ok: peak <= options.maxResidentMb * MB,
      detail: `VmRSS ${mb(before)} MB before, ${mb(peak)} MB at most`,
    },
  ];
}
