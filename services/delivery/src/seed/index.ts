import { DEMO_USERS } from '@d742/demo-data';
import type { Connection } from 'mongoose';
import { createModels } from '../models';
import { AddressRepository } from '../repositories/address-repository';

/**
 * Demo mode: the demo people's email addresses count as verified (decision 021: seeded addresses
 * are verified; a new address is not until its owner confirms it). Idempotent.
 */
export async function seedDemoData(connection: Connection, now: Date = new Date()) {
  const addresses = new AddressRepository(createModels(connection));
  const people = Object.values(DEMO_USERS);
  for (const person of people) await addresses.markVerified(person.id, person.email, now);
  return { verifiedAddresses: people.length };
}
