import { temporaryPasswordFrom } from '../../../domain/users/temporary-password';

export function newTemporaryPassword(): string {
  return temporaryPasswordFrom(globalThis.crypto.getRandomValues(new Uint8Array(64)));
}
