import type { LocalizedText, Role } from '@d742/contracts';
import { bySex, DEMO_USERS, hoursFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN, type SeedChild } from '@d742/service-kit';
import { authoredInBoth } from '../domain/texts';
import type { MessageDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

interface Sender {
  id: string;
  name: string;
  role: Role;
}

const SCHOOL_OFFICE: Sender = {
  id: DEMO_USERS.admin.id,
  name: 'School Administration',
  role: 'admin',
};
const NURSE: Sender = { id: DEMO_USERS.admin.id, name: 'Faduma Ali, School Nurse', role: 'admin' };

interface Draft {
  sender: Sender;
  /** School-wide news (a notice): a parent gets it once, not once per child. */
  perFamily?: boolean;
  subject: LocalizedText;
  content: LocalizedText;
  isRead: boolean;
}

function draftsFor(c: SeedChild): Draft[] {
  const name = c.student.firstName;
  const teacherId = c.student.teacherIds[0] ?? '';
  const teacher: Sender = { id: teacherId, name: teacherName(teacherId), role: 'teacher' };
  return [
    {
      sender: teacher,
      isRead: false,
      subject: { so: `Horumarka ${name} ee xisaabta`, en: `${name}'s progress in math` },
      content: {
        so: `Asc, waxaan rabay inaan kuu sheego in ${name} ${bySex(c, 'ay si weyn ugu horumartay', 'uu si weyn ugu horumaray')} xisaabta bishan. Fadlan guriga kula celceli isku-dhufashada.`,
        en: `Hello, I wanted to let you know that ${name} has improved a lot in math this month. Please keep practicing multiplication at home.`,
      },
    },
    {
      sender: SCHOOL_OFFICE,
      perFamily: true,
      isRead: true,
      subject: {
        so: 'Kulanka waalidiinta ee toddobaadka soo socda',
        en: 'Parent meeting next week',
      },
      content: {
        so: 'Waxaa lagugu martiqaaday kulanka waalidiinta Soomaalida ee Khamiista soo socota 6:00 fiidnimo. Turjumaan ayaa joogi doona.',
        en: 'You are invited to the Somali parents meeting next Thursday at 6:00 p.m. An interpreter will be there.',
      },
    },
    {
      sender: teacher,
      isRead: false,
      subject: { so: `Xusuusin: shaqada guriga ee ${name}`, en: `Reminder: ${name}'s homework` },
      content: {
        so: `Fadlan hubi in ${name} ${bySex(c, 'ay dhammeyso', 'uu dhammeeyo')} shaqada guriga ka hor jimcaha. Haddii ${bySex(c, 'ay caawimaad u baahan tahay', 'uu caawimaad u baahan yahay')}, maktabadda ayaa furan Talaadada.`,
        en: `Please make sure ${name} finishes the homework before Friday. If ${bySex(c, 'she', 'he')} needs help, the library is open on Tuesdays.`,
      },
    },
    {
      sender: SCHOOL_OFFICE,
      isRead: true,
      subject: { so: 'Foomka oggolaanshaha dalxiiska', en: 'Field trip permission form' },
      content: {
        so: `Fadlan saxiix foomka oggolaanshaha ee dalxiiska waxbarasho ee ${name} oo soo celi berri.`,
        en: `Please sign the permission form for ${name}'s field trip and send it back tomorrow.`,
      },
    },
    {
      sender: teacher,
      isRead: false,
      subject: {
        so: `Hambalyo! ${name} ${bySex(c, 'waxay heshay', 'wuxuu helay')} buundo sare`,
        en: `Congratulations! ${name} earned a top grade`,
      },
      content: {
        so: `Waxaan ku faraxsanahay inaan kuu sheego in ${name} ${bySex(c, 'ay heshay', 'uu helay')} A imtixaankii ugu dambeeyay. Mahadsanid taageeradaada.`,
        en: `I'm happy to tell you that ${name} got an A on the last test. Thank you for your support.`,
      },
    },
    {
      sender: NURSE,
      isRead: true,
      subject: { so: 'Foomka tallaalka', en: 'Immunization form' },
      content: {
        so: `Diiwaanka caafimaadka ${name} waxaa ka maqan foomka tallaalka. Fadlan keen xafiiska kalkaalisada dugsiga.`,
        en: `${name}'s health record is missing the immunization form. Please bring it to the school nurse's office.`,
      },
    },
    {
      sender: SCHOOL_OFFICE,
      perFamily: true,
      isRead: true,
      subject: {
        so: 'Cuntada bilaashka ah ee dugsiga: sida loo codsado',
        en: 'Free school meals: how to apply',
      },
      content: {
        so: 'Qoysaska u qalma waxay codsan karaan cunto bilaash ah ama qiimo jaban. Foomka waxaa laga helaa xafiiska dugsiga, wuxuuna ku qoran yahay Af-Soomaali.',
        en: 'Eligible families can apply for free or reduced-price meals. The form is available at the school office, also in Somali.',
      },
    },
    {
      sender: teacher,
      isRead: true,
      subject: { so: `Imaanshaha ${name} toddobaadkan`, en: `${name}'s attendance this week` },
      content: {
        so: `${name} ${bySex(c, 'waxay', 'wuxuu')} dugsiga imaanayay si joogto ah toddobaadkan. Mahadsanid inaad waqtiga ku keentaan.`,
        en: `${name} came to school every day this week. Thank you for being on time.`,
      },
    },
  ];
}

/** 6 messages per child to each of that child's parents, plus school-wide news once per parent; newest first. */
export function buildMessages(now: Date): MessageDoc[] {
  const familyNewsSent = new Set<string>();
  const firstTimeFor = (recipientId: string, n: number) => {
    const key = `${recipientId}:${n}`;
    if (familyNewsSent.has(key)) return false;
    familyNewsSent.add(key);
    return true;
  };
  return SEED_CHILDREN.flatMap((c) =>
    c.student.parentIds.flatMap((recipientId, p) =>
      draftsFor(c).flatMap((draft, n) =>
        draft.perFamily && !firstTimeFor(recipientId, n)
          ? []
          : [
              {
                _id: seedId(SEED_TAGS.messages, c.index, p * 100 + n + 1),
                recipientId,
                studentId: c._id,
                senderId: draft.sender.id,
                senderName: draft.sender.name,
                senderRole: draft.sender.role,
                subject: draft.subject,
                content: draft.content,
                // The school writes its texts in both languages itself (English first).
                texts: {
                  subject: authoredInBoth(draft.subject, 'en'),
                  content: authoredInBoth(draft.content, 'en'),
                },
                notice: draft.perFamily === true,
                isRead: draft.isRead,
                readAt: draft.isRead ? hoursFrom(now, -(n * 30 + c.index) + 2) : null,
                createdAt: hoursFrom(now, -(n * 30 + c.index)),
              },
            ],
      ),
    ),
  );
}
