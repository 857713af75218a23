import type { Database } from '../db/client';
import { countInWindow } from '../security/windowed-counter';

const WINDOW_MS = 60 * 60 * 1000;
const EMAILS_PER_WINDOW = 3;

/** Counts a reset email to this address and says whether it is within three an hour, so the form cannot flood someone's inbox. */
export async function countResetEmail(db: Database, email: string, now: Date): Promise<boolean> {
  return (await countInWindow(db, `reset-recipient:${email.toLowerCase()}`, WINDOW_MS, now)) <= EMAILS_PER_WINDOW;
}
