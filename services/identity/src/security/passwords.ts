import * as argon2 from 'argon2';
import { z } from 'zod';

/** argon2id's memory (KiB) and passes: its own defaults (64 MiB, 3) unless configured. */
export interface HashCost {
  memoryKib: number;
  timeCost: number;
}

/** OWASP's minimum for argon2id (19 MiB, 2 passes): the lightest cost identity accepts. */
export const LIGHTEST_HASH_COST: Readonly<HashCost> = { memoryKib: 19_456, timeCost: 2 };

/**
 * ARGON2_MEMORY_KIB / ARGON2_TIME_COST, for hardware that needs a lighter hash. LIGHTEST_HASH_COST
 * is the floor: a lower value stops the start. Read by the config (so a bad value fails at start)
 * and here (the hashing has no config object at hand).
 */
export const hashCostEnvSchema = z.object({
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(LIGHTEST_HASH_COST.memoryKib)
    .max(1_048_576)
    .default(65_536),
  ARGON2_TIME_COST: z.coerce.number().int().min(LIGHTEST_HASH_COST.timeCost).max(10).default(3),
});

let cost: HashCost | undefined;

function hashCost(): HashCost {
  if (!cost) {
    const env = hashCostEnvSchema.parse(process.env);
    cost = { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  }
  return cost;
}

/**
 * A new hash with the configured cost (or `using`). A stored hash names its own parameters, so
 * hashes made with another cost keep verifying after the setting changes.
 */
export function hashSecret(plain: string, using: HashCost = hashCost()): Promise<string> {
  const { memoryKib, timeCost } = using;
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost: memoryKib, timeCost });
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
