import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommendation.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// A valid hash of a random secret: verifying against it when the e-mail is unknown keeps the
// answer time the same as for a wrong password, so timing does not reveal which accounts exist.
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hash(`dummy-${Math.random()}`);
  return dummy;
};
