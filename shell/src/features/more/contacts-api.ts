import { emergencyContactsSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';

export const CONTACTS_URL = '/api/district/contacts';

/** GET /api/district/contacts: the district's emergency numbers (set by administrators). */
export function useEmergencyContacts() {
  return useApiQuery(CONTACTS_URL, emergencyContactsSchema);
}

/** A tel: link keeps only digits and a leading +: 'tel:+16125550100'. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}
