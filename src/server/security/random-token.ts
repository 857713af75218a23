import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits for links and cookies; only the SHA-256 is stored, so a leaked table grants nothing. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
