import type { Conference, Language, SchoolEvent } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { conferenceEventText } from '../domain/conference-notice';
import type { ConferenceDoc, SlotDoc } from '../models';

const slotDto = (slot: SlotDoc) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
});

export function toConferenceDto(
  doc: ConferenceDoc,
  names: { studentName: string; teacherName: string },
): Conference {
  const { booked, cancelled } = doc;
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    studentName: names.studentName,
    teacherId: doc.teacherId,
    teacherName: names.teacherName,
    slots: doc.slots.map(slotDto),
    note: doc.note,
    noteLanguage: doc.noteLanguage,
    status: doc.status,
    bookedSlot: booked ? slotDto(booked) : null,
    bookedAt: booked ? booked.at.toISOString() : null,
    cancellation: cancelled
      ? {
          by: cancelled.byFamily ? 'family' : 'school',
          note: cancelled.note,
          noteLanguage: cancelled.noteLanguage,
          at: cancelled.at.toISOString(),
        }
      : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A booked conference as a calendar event of type 'conference' (its id is the conference's). */
export function toConferenceEventDto(
  doc: ConferenceDoc & { booked: NonNullable<ConferenceDoc['booked']> },
  names: { studentName: string; teacherName: string },
  lang: Language,
): SchoolEvent {
  const minutes = Math.round((doc.booked.end.getTime() - doc.booked.start.getTime()) / 60_000);
  const note = doc.note && doc.noteLanguage ? { text: doc.note, language: doc.noteLanguage } : null;
  const text = conferenceEventText({ ...names, minutes, note });
  return {
    id: doc._id.toHexString(),
    title: pickLanguage(text.title, lang),
    description: pickLanguage(text.description, lang),
    eventDate: doc.booked.start.toISOString(),
    eventType: 'conference',
  };
}
