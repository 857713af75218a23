import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Verified against when there is no account to check, so an unknown name costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Whether the password matches the hash; false without a hash, after as long as a real check takes. */
export async function passwordMatchesIfAny(storedHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  const matches = await passwordMatches(storedHash ?? (await decoyHash), password);
  return matches && storedHash !== undefined;
}
