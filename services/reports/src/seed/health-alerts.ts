import { bySex, daysFrom } from '@d742/demo-data';
import type { SeedChild } from '@d742/service-kit';
import type { HealthAlertDoc } from '../models';
import { CHILDREN_WITH_REPORTS, SEED_TAGS, seedId } from './ids';

export const SCHOOL_NURSE = 'Faduma Ali, RN';

type Draft = Omit<HealthAlertDoc, '_id' | 'studentId' | 'nurseName' | 'createdAt'>;

/** Every severity and every combination of the two flags. */
function draftsFor(c: SeedChild): Draft[] {
  const name = c.student.firstName;
  return [
    {
      severity: 'high',
      parentContactRequired: true,
      followUpRequired: true,
      type: { so: 'Neef-qabatin', en: 'Asthma' },
      summary: {
        so: `${name} ${bySex(c, 'waxay la kulantay', 'wuxuu la kulmay')} neef-qabatin xilliga jimicsiga.`,
        en: `${name} had an asthma attack during PE.`,
      },
      details: {
        so: 'Waxaa la isticmaalay buufinta neefta, neeftuna waxay caadi ku noqotay 10 daqiiqo gudahood.',
        en: 'The inhaler was used and breathing was back to normal within 10 minutes.',
      },
      actionTaken: {
        so: `${name} ${bySex(c, 'waxay ku nasatay', 'wuxuu ku nastay')} xafiiska kalkaalisada; waalidka waa la soo wacay.`,
        en: `${name} rested in the nurse's office; a parent was called.`,
      },
    },
    {
      severity: 'medium',
      parentContactRequired: true,
      followUpRequired: false,
      type: { so: 'Qandho', en: 'Fever' },
      summary: {
        so: `${name} ${bySex(c, 'waxay qabtay', 'wuxuu qabay')} qandho 38.4°C.`,
        en: `${name} had a fever of 38.4°C (101.1°F).`,
      },
      details: null,
      actionTaken: {
        so: 'Waalidka ayaa la soo wacay, ilmahana guriga ayaa loo qaaday.',
        en: 'A parent was called and took the child home.',
      },
    },
    {
      severity: 'low',
      parentContactRequired: false,
      followUpRequired: true,
      type: { so: 'Baaritaanka aragga', en: 'Vision screening' },
      summary: {
        so: `Baaritaanka aragga ee ${name} wuxuu muujiyay in loo baahan yahay baaritaan indhaha oo dheeraad ah.`,
        en: `${name}'s vision screening suggests a follow-up eye exam.`,
      },
      details: {
        so: 'Isha bidix ayaa ka daciifsan tan midig.',
        en: 'The left eye tested weaker than the right.',
      },
      actionTaken: null,
    },
    {
      severity: 'normal',
      parentContactRequired: false,
      followUpRequired: false,
      type: { so: 'Baaritaanka maqalka', en: 'Hearing screening' },
      summary: {
        so: `Baaritaanka maqalka ee ${name} waa caadi.`,
        en: `${name}'s hearing screening was normal.`,
      },
      details: null,
      actionTaken: null,
    },
    {
      severity: 'low',
      parentContactRequired: false,
      followUpRequired: false,
      type: { so: 'Dhaawac yar', en: 'Minor injury' },
      summary: {
        so: `${name} ${bySex(c, 'way ku dhacday', 'wuu ku dhacay')} garoonka ciyaarta, jilibkana waa xoqmay.`,
        en: `${name} fell on the playground and scraped a knee.`,
      },
      details: null,
      actionTaken: {
        so: 'Nabarka waa la nadiifiyay oo faashad ayaa la saaray.',
        en: 'The scrape was cleaned and bandaged.',
      },
    },
  ];
}

export function buildHealthAlerts(now: Date): HealthAlertDoc[] {
  return CHILDREN_WITH_REPORTS.flatMap((c) =>
    draftsFor(c).map((draft, n) => ({
      _id: seedId(SEED_TAGS.healthAlerts, c.index, n + 1),
      studentId: c._id,
      nurseName: SCHOOL_NURSE,
      createdAt: daysFrom(now, -(2 + n * 5 + c.index), 17),
      ...draft,
    })),
  );
}
