import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A ticket's code: the registration's id and a MAC over it, so the door can
 * trust a scanned or typed code without a lookup table of codes, and nobody
 * can make one for another registration. Short enough to type at the door
 * (base64url, 22 + 1 + 16 characters).
 */
const MAC_BYTES = 12;

function mac(registrationId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`event ticket ${registrationId}`).digest().subarray(0, MAC_BYTES);
}

function uuidBytes(id: string): Buffer | null {
  const hex = id.replace(/-/g, '');
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
}

function uuidFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signTicketCode(registrationId: string, secret: string): string {
  const id = uuidBytes(registrationId);
  if (!id) throw new Error('A ticket is signed for a registration id (uuid)');
  return `${id.toString('base64url')}.${mac(uuidFromBytes(id), secret).toString('base64url')}`;
}

/** The registration id a genuine code names, or null for anything else. */
export function verifyTicketCode(code: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{16})$/.exec(code.trim());
  if (!match) return null;
  const id = Buffer.from(match[1] ?? '', 'base64url');
  const given = Buffer.from(match[2] ?? '', 'base64url');
  if (id.length !== 16 || given.length !== MAC_BYTES) return null;
  const registrationId = uuidFromBytes(id);
  return timingSafeEqual(given, mac(registrationId, secret)) ? registrationId : null;
}
