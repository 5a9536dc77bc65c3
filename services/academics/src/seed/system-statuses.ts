import { daysFrom, hoursFrom } from '@d742/demo-data';
import type { SystemStatusDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

/** One school system in every connection state. */
export function buildSystemStatuses(now: Date): SystemStatusDoc[] {
  const drafts: Omit<SystemStatusDoc, '_id'>[] = [
    {
      name: 'Google Classroom',
      status: 'connected',
      message: {
        so: 'Waa ku xiran yahay. Hawlaha iyo buundooyinka waa la isku waafajiyay.',
        en: 'Connected. Assignments and grades are in sync.',
      },
      lastSync: hoursFrom(now, -0.25),
    },
    {
      name: 'Infinite Campus',
      status: 'error',
      message: {
        so: 'Isku-waafajintu way fashilantay: furaha API-ga wuu dhacay. Qaybta IT-ga ee degmada waa la ogeysiiyay.',
        en: 'Sync failed: the API key has expired. District IT has been notified.',
      },
      lastSync: daysFrom(now, -2),
    },
    {
      name: 'PowerSchool',
      status: 'pending',
      message: {
        so: 'Isku xirka waa la sugayaa: codsiga oggolaanshaha waa la diray.',
        en: 'Connection pending: the access request has been sent.',
      },
      lastSync: null,
    },
    {
      name: 'Schoology',
      status: 'not_configured',
      message: {
        so: 'Lama habeyn. La xiriir maamulaha degmada si loo furo.',
        en: 'Not configured. Contact the district administrator to set it up.',
      },
      lastSync: null,
    },
  ];
  return drafts.map((draft, n) => ({ _id: seedId(SEED_TAGS.systemStatuses, 0, n + 1), ...draft }));
}
