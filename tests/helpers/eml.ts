import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One part of a MIME message: its headers (names in lower case) and its body, decoded. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
}

function parseHeaders(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    unfolded
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}

function decodeBody(raw: string, encoding = ''): Buffer {
  if (/base64/i.test(encoding)) return Buffer.from(raw.replace(/\s/g, ''), 'base64');
  if (/quoted-printable/i.test(encoding)) {
    const joined = raw.replace(/=\r?\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(raw, 'utf8');
}

/**
 * Reads a message as the outbox writes it: enough MIME for tests (multipart
 * nesting, base64 and quoted-printable), so they can look inside without a
 * mail parser dependency.
 */
export function parseMime(source: string): MimePart {
  const split = /\r?\n\r?\n/.exec(source);
  const headerBlock = split ? source.slice(0, split.index) : source;
  const rawBody = split ? source.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(headerBlock);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body: decodeBody(rawBody, headers['content-transfer-encoding']), parts: [] };
  const sections = rawBody.split(`--${boundary}`).slice(1, -1);
  return { headers, body: Buffer.alloc(0), parts: sections.map((section) => parseMime(section.replace(/^\r?\n/, ''))) };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** A header's encoded words (=?UTF-8?Q?…?= or ?B?) as text. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replaceAll('_', ' '), 'quoted-printable').toString('utf8'),
  );
}

/** The files attached to a message, by name. */
export function attachmentsOf(message: MimePart): Map<string, MimePart> {
  const attached = leafParts(message).filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''));
  return new Map(attached.map((part) => [/filename="?([^";]+)"?/.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '', part]));
}

/** The plain text part of a message. */
export function plainTextOf(message: MimePart): string {
  const part = leafParts(message).find((leaf) => /^text\/plain/i.test(leaf.headers['content-type'] ?? ''));
  return part?.body.toString('utf8') ?? '';
}

/** The messages in an outbox folder sent to this address (To or Cc), parsed. */
export async function outboxMessagesTo(outboxDir: string, address: string): Promise<MimePart[]> {
  const files = await readdir(outboxDir).catch(() => []);
  const messages = await Promise.all(files.map(async (file) => parseMime(await readFile(path.join(outboxDir, file), 'utf8'))));
  return messages.filter((message) => [message.headers.to, message.headers.cc].some((header) => header?.includes(address)));
}
