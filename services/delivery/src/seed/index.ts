import { DEMO_USERS } from '@d742/demo-data';
import type { Connection } from 'mongoose';
import { createModels } from '../models';
import { normalisePhone } from '../domain/sms';
import { AddressRepository } from '../repositories/address-repository';
import { PhoneRepository } from '../repositories/phone-repository';

/**
 * Demo mode: the demo people's email addresses count as verified (decision 021: seeded addresses
 * are verified; a new address is not until its owner confirms it), and so are their phone
 * numbers (E.164). Idempotent.
 */
export async function seedDemoData(connection: Connection, now: Date = new Date()) {
  const models = createModels(connection);
  const addresses = new AddressRepository(models);
  const phones = new PhoneRepository(models);
  const people = Object.values(DEMO_USERS);
  let verifiedPhones = 0;
  for (const person of people) {
    await addresses.markVerified(person.id, person.email, now);
    const phone = normalisePhone(person.phone);
    if (phone) {
      await phones.markVerified(person.id, phone, now);
      verifiedPhones += 1;
    }
  }
  return { verifiedAddresses: people.length, verifiedPhones };
}
