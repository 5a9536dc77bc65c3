/**
 * The conference texts (the spec names texts for conference scheduling without giving them):
 * worded like the demo's conference updates, "conference" as the glossary's "shirka waalidka iyo
 * macallinka", "cancel" as "baaji" (not "jooji", stop). Every Somali text agrees with any child
 * and any teacher (no gendered verb).
 */
import type { Language, LocalizedText } from '@d742/contracts';
import type { Notice } from './notice';
import { quoted } from './written-in';

interface Note {
  text: string;
  language: Language;
}

function withNote(message: LocalizedText, note: Note | null): LocalizedText {
  if (!note) return message;
  const line = quoted({ so: 'Fariin', en: 'Note' }, note.text, note.language);
  return { so: `${message.so} ${line.so}`, en: `${message.en} ${line.en}` };
}

export const conferenceTitle = (studentName: string): LocalizedText => ({
  so: `Shir waalidka iyo macallinka: ${studentName}`,
  en: `Parent-teacher conference: ${studentName}`,
});

/** To the guardians: times were offered, pick one. */
export function conferenceOffered(c: {
  studentName: string;
  teacherName: string;
  note: Note | null;
}): Notice {
  return {
    title: conferenceTitle(c.studentName),
    message: withNote(
      {
        so: `Fadlan dooro waqti aad kula kulanto ${c.teacherName} si aad uga wada hadlaan horumarka ${c.studentName}.`,
        en: `Please pick a time to meet ${c.teacherName} about ${c.studentName}'s progress.`,
      },
      c.note,
    ),
  };
}

/** To the teacher (and the other guardians): a parent picked a time. */
export function conferenceBooked(c: { studentName: string }): Notice {
  return {
    title: {
      so: `Waqtiga shirka waa la doortay: ${c.studentName}`,
      en: `Conference time picked: ${c.studentName}`,
    },
    message: {
      so: `Waalidka ${c.studentName} ayaa doortay waqtiga shirka waalidka iyo macallinka. Waxaad ku arki kartaa jadwalkaaga.`,
      en: `${c.studentName}'s parent picked a time for the parent-teacher conference. It is on your calendar.`,
    },
  };
}

/** To the other side: the family or the school cancelled, with their note as written. */
export function conferenceCancelled(c: {
  studentName: string;
  byFamily: boolean;
  /** Who cancelled for the school (the teacher or an administrator). */
  staffName: string;
  note: Note;
}): Notice {
  const who = c.byFamily
    ? {
        so: `Waalidka ${c.studentName} ayaa baajiyay shirka waalidka iyo macallinka.`,
        en: `${c.studentName}'s parent cancelled the parent-teacher conference.`,
      }
    : {
        so: `${c.staffName} ayaa baajiyay shirka waalidka iyo macallinka ee ${c.studentName}.`,
        en: `${c.staffName} cancelled the parent-teacher conference about ${c.studentName}.`,
      };
  return {
    title: {
      so: `Shirka waa la baajiyay: ${c.studentName}`,
      en: `Conference cancelled: ${c.studentName}`,
    },
    message: withNote(who, c.note),
  };
}

/** The booked conference on the calendars (GET /api/events). */
export function conferenceEventText(c: {
  studentName: string;
  teacherName: string;
  minutes: number;
  note: Note | null;
}): { title: LocalizedText; description: LocalizedText } {
  return {
    title: conferenceTitle(c.studentName),
    description: withNote(
      {
        so: `Kulan ${c.minutes} daqiiqo ah oo lala yeelanayo ${c.teacherName}.`,
        en: `A ${c.minutes}-minute meeting with ${c.teacherName}.`,
      },
      c.note,
    ),
  };
}
