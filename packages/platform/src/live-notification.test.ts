import type { ServerLiveMessage } from '@d742/contracts';
import { i18n, initI18n } from '@d742/i18n';
import { type LiveEvent, describeLiveEvent } from './live-notification';

initI18n('so');
beforeEach(() => i18n.changeLanguage('so'));

const events: Array<[LiveEvent & ServerLiveMessage, { title: string; message: string }]> = [
  [
    { type: 'grade_update', subject: 'Xisaab', grade: 'B+' },
    { title: 'Buundo cusub', message: 'Xisaab — B+' },
  ],
  [
    {
      type: 'attendance_alert',
      message: 'Absent',
      i18n: { so: 'Abdi maanta wuu maqnaa', en: 'x' },
    },
    { title: 'Ogeysiis imaansho', message: 'Abdi maanta wuu maqnaa' },
  ],
  [
    { type: 'attendance_alert', message: 'Abdi was absent' },
    { title: 'Ogeysiis imaansho', message: 'Abdi was absent' },
  ],
  [
    {
      type: 'system_alert',
      message: 'Closed',
      severity: 'high',
      i18n: { so: 'Xiran', en: 'Closed' },
    },
    { title: 'Digniin nidaam', message: 'Xiran' },
  ],
  [
    {
      type: 'notification',
      title: 'Trip',
      message: 'Lunch',
      titleI18n: { so: 'Socdaal', en: 'Trip' },
      i18n: { so: 'Qado', en: 'Lunch' },
    },
    { title: 'Socdaal', message: 'Qado' },
  ],
];

describe('describeLiveEvent(event)', () => {
  it.each(events)('gives %o its Somali title and message', (event, expected) => {
    expect(describeLiveEvent(event)).toEqual(expected);
  });
});
