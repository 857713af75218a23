import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program from Debian's packages, installed with apt-get when missing (the bench runs as root on a fresh machine). */
export function ensureDebianProgram(program: string, debianPackage: string): void {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${program} is not installed. Install it with: sudo apt-get install -y ${debianPackage}`);
  }
  console.log(`bench: installing Debian ${debianPackage} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'inherit', env });
}
