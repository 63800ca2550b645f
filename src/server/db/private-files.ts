import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes a data folder private to the server's user (issue 17: PGlite writes
 * its files 0666 whatever the umask, sessions and password hashes
 * included): the folder and every folder in it 0700, every file 0600.
 * Files PGlite adds later keep its 0666, but nobody else can reach them
 * through a 0700 folder. Returns how many entries were tightened; throws if
 * one cannot be.
 */
export function makePrivate(dir: string): number {
  let tightened = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      tightened++;
      if ((lstatSync(path).mode & 0o077) !== 0) throw new Error(`${path} cannot be made private to this user.`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return tightened;
}
