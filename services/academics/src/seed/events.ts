import { daysFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN } from '@d742/service-kit';
import { familyOf } from '../domain/audience';
import type { EventDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

type Draft = Omit<EventDoc, '_id' | 'studentIds' | 'familyIds'>;

/** Every type, past and upcoming, for the whole district. Hours are UTC (evening in Minnesota). */
function districtEvents(now: Date): Draft[] {
  return [
    {
      eventType: 'meeting',
      eventDate: daysFrom(now, 5, 23),
      title: { so: 'Kulanka waalidiinta Soomaalida', en: 'Somali parents meeting' },
      description: {
        so: 'Kulan bishii mar ah oo waalidiinta Soomaalidu kaga wada hadlaan waxbarashada carruurta. Shaah iyo buskud ayaa la bixin doonaa.',
        en: "Monthly meeting where Somali parents talk about their children's education. Tea and snacks will be served.",
      },
    },
    {
      eventType: 'meeting',
      eventDate: daysFrom(now, -10, 23),
      title: {
        so: 'Shirka ururka waalidiinta iyo macallimiinta',
        en: 'Parent-teacher association meeting',
      },
      description: {
        so: 'Waxaa looga hadlay miisaaniyadda dugsiga iyo barnaamijyada galabnimo.',
        en: 'The school budget and after-school programs were discussed.',
      },
    },
    {
      eventType: 'event',
      eventDate: daysFrom(now, 12, 22),
      title: { so: 'Bandhigga sayniska ee degmada', en: 'District science fair' },
      description: {
        so: 'Ardaydu waxay soo bandhigayaan mashruucyadooda sayniska hoolka dugsiga sare. Qoysaska waa lagu soo dhaweynayaa.',
        en: 'Students show their science projects in the high school gym. Families are welcome.',
      },
    },
    {
      eventType: 'event',
      eventDate: daysFrom(now, -20, 0),
      title: { so: 'Riwaayadda muusikada jiilaalka', en: 'Winter music concert' },
      description: {
        so: 'Kooxaha muusikada ee dugsiyada ayaa heeso ku soo bandhigay Af-Soomaali iyo Af-Ingiriis.',
        en: 'School music groups performed songs in Somali and English.',
      },
    },
    {
      eventType: 'other',
      eventDate: daysFrom(now, 9, 14),
      title: {
        so: 'Dugsi ma jiro: tababarka macallimiinta',
        en: 'No school: teacher training day',
      },
      description: {
        so: 'Dugsiyada degmada way xiran yihiin. Barnaamijka daryeelka carruurta ee galabnimo wuu furan yahay.',
        en: 'District schools are closed. The after-school child care program stays open.',
      },
    },
    {
      eventType: 'other',
      eventDate: daysFrom(now, -15, 14),
      title: { so: 'Maalinta sawirka dugsiga', en: 'School picture day' },
      description: {
        so: 'Ardayda oo dhan waa la sawiray. Sawirada waxaa loo diri doonaa guryaha.',
        en: "Every student's photo was taken. Pictures will be sent home.",
      },
    },
  ];
}

/** Each child's own conferences: one past, one upcoming. */
function conferenceEvents(
  now: Date,
): Array<Draft & Pick<EventDoc, 'studentIds' | 'familyIds'> & { key: [number, number] }> {
  return SEED_CHILDREN.flatMap((c) => {
    const teacher = teacherName(c.student.teacherIds[0] ?? '');
    const name = c.student.firstName;
    return [
      {
        key: [c.index, 1] as [number, number],
        studentIds: [c._id],
        familyIds: familyOf(c.student),
        eventType: 'conference' as const,
        eventDate: daysFrom(now, 6 + c.index, 22),
        title: {
          so: `Shir waalidka iyo macallinka: ${name}`,
          en: `Parent-teacher conference: ${name}`,
        },
        description: {
          so: `Kulan 20 daqiiqo ah oo lala yeelanayo ${teacher}. Turjumaan Af-Soomaali ah ayaa joogi doona.`,
          en: `A 20-minute meeting with ${teacher}. A Somali interpreter will be there.`,
        },
      },
      {
        key: [c.index, 2] as [number, number],
        studentIds: [c._id],
        familyIds: familyOf(c.student),
        eventType: 'conference' as const,
        eventDate: daysFrom(now, -40 + c.index, 22),
        title: { so: `Shirkii dayrta: ${name}`, en: `Fall conference: ${name}` },
        description: {
          so: `Waxaad ${teacher} kala hadashay horumarka ${name} iyo yoolalka rubuca soo socda.`,
          en: `You met ${teacher} about ${name}'s progress and goals for next quarter.`,
        },
      },
    ];
  });
}

export function buildEvents(now: Date): EventDoc[] {
  return [
    ...districtEvents(now).map((draft, n) => ({
      _id: seedId(SEED_TAGS.events, 0, n + 1),
      studentIds: [],
      familyIds: [],
      ...draft,
    })),
    ...conferenceEvents(now).map(({ key: [index, n], ...draft }) => ({
      _id: seedId(SEED_TAGS.events, index, n),
      ...draft,
    })),
  ];
}
