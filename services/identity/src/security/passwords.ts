import * as argon2 from 'argon2';

export function hashSecret(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throwaway hash when there is none, so an unknown
 * user costs the same time as a wrong password and response times do not reveal which accounts exist.
 */
export async function verifySecret(
  hash: string | undefined | null,
  plain: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashSecret('d742-no-such-account');
    await argon2.verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
