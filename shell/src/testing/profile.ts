import type { Profile } from '@d742/contracts';

/** Amina's profile as GET /api/user/profile answers it. */
export const aminaProfile: Profile = {
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina.hassan@example.org',
  phone: '+1 612 555 0141',
  language: 'so',
  languageChosenAt: null,
  notifications: { push: true, email: true, sms: false },
  hasPasscode: false,
  memberSince: '2025-01-15T12:00:00.000Z',
  status: 'active',
};
