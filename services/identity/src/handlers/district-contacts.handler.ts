import type Koa from 'koa';
import { emergencyContactsUpdateSchema, type EmergencyContacts } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { requestBody } from '../http/request';
import type { StoredEmergencyContacts } from '../repositories/district-settings-repository';
import { recordAudit } from './audit';
import { currentUser } from './current-user';

function toEmergencyContacts(stored: StoredEmergencyContacts): EmergencyContacts {
  return {
    contacts: stored.contacts,
    demo: stored.demo,
    updatedAt: stored.updatedAt ? stored.updatedAt.toISOString() : null,
  };
}

/** GET /api/district/contacts: any signed-in person. */
export function districtContactsHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toEmergencyContacts(await s.districtSettings.emergencyContacts());
  };
}

/** PUT /api/admin/district/contacts: real numbers from now on (no longer demo ones). */
export function updateDistrictContactsHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const contacts = validate(emergencyContactsUpdateSchema, requestBody(ctx));
    const admin = await currentUser(ctx, s);
    const before = await s.districtSettings.emergencyContacts();
    const saved = await s.districtSettings.saveEmergencyContacts(contacts, s.clock());
    await recordAudit(s, admin, 'district.contacts.update', 'emergency-contacts', {
      from: before.contacts,
      to: saved.contacts,
    });
    ctx.body = toEmergencyContacts(saved);
  };
}
