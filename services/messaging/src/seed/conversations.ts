import { DEMO_STUDENTS, DEMO_USERS, hoursFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN } from '@d742/service-kit';
import { displayPair, withTranslation, type StoredText } from '../domain/texts';
import type { MessageDoc, ReplyDoc, SenderDoc, ThreadDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

/**
 * The translations below are machine-made (written for the demo by a translation tool, not by
 * a person fluent in both languages) and are labelled 'machine', as the service labels the
 * translator's output. The last reply was sent while no translator was configured: 'none',
 * so the reader sees the original marked 'not translated'. Somali wording awaits a native review.
 */
const machine = (language: 'so' | 'en', text: string, translation: string): StoredText =>
  withTranslation({ language, text, origin: 'typed' }, translation);

export interface SeedConversation {
  messages: MessageDoc[];
  threads: ThreadDoc[];
  replies: ReplyDoc[];
}

/** Ms. Johnson and Amina about Abdi's reading: her English message, Amina's Somali answer, her reply. */
export function buildConversations(now: Date): SeedConversation {
  const abdi = SEED_CHILDREN.find((c) => c.student.id === DEMO_STUDENTS.abdi.id);
  if (!abdi) throw new Error('the demo data has no Abdi');
  const { amina, teacher } = DEMO_USERS;
  const johnson: SenderDoc = { id: teacher.id, name: teacherName(teacher.id), role: 'teacher' };
  const mother: SenderDoc = {
    id: amina.id,
    name: `${amina.firstName} ${amina.lastName}`,
    role: 'parent',
  };
  const threadId = seedId(SEED_TAGS.conversations, abdi.index, 1);
  const startedAt = hoursFrom(now, -50);

  const subject = machine('en', "Abdi's reading at home", 'Akhriska Abdi ee guriga');
  const content = machine(
    'en',
    'Hello Mrs. Hassan, Abdi is reading much better this month. Could he read for 20 minutes at home every evening? I can send books home with him.',
    'Salaan Marwo Xasan, Abdi si weyn ayuu ugu horumaray akhriska bishan. Ma akhrin karaa 20 daqiiqo guriga fiid kasta? Buugaag ayaan guriga ugula soo diri karaa.',
  );
  const answer = machine(
    'so',
    'Mahadsanid, macallimad. Haa, fiid kasta wuu akhrin doonaa. Fadlan u soo dir buugaag Ingiriisi ah oo fudud, anna waan la akhrin doonaa.',
    'Thank you, teacher. Yes, he will read every evening. Please send him easy English books, and I will read with him.',
  );
  const lastWord = withTranslation(
    {
      language: 'en',
      text: 'Wonderful! I will send three books home on Friday. Please sign his reading log each evening.',
      origin: 'typed',
    },
    null,
  );

  const replies: ReplyDoc[] = [
    {
      _id: seedId(SEED_TAGS.replies, abdi.index, 1),
      threadId,
      sender: mother,
      createdAt: hoursFrom(now, -26),
      content: answer,
      audio: null,
      unreadBy: [],
    },
    {
      _id: seedId(SEED_TAGS.replies, abdi.index, 2),
      threadId,
      sender: johnson,
      createdAt: hoursFrom(now, -3),
      content: lastWord,
      audio: null,
      unreadBy: [amina.id],
    },
  ];
  const last = replies[replies.length - 1] as ReplyDoc;
  return {
    messages: [
      {
        _id: threadId,
        recipientId: amina.id,
        studentId: abdi._id,
        senderId: johnson.id,
        senderName: johnson.name ?? '',
        senderRole: 'teacher',
        subject: displayPair(subject),
        content: displayPair(content),
        texts: { subject, content },
        notice: false,
        threadId,
        isRead: true,
        readAt: hoursFrom(now, -27),
        createdAt: startedAt,
      },
    ],
    threads: [
      {
        _id: threadId,
        studentId: abdi._id,
        familyIds: [...abdi.student.parentIds],
        staffIds: [johnson.id],
        staff: [johnson],
        createdAt: startedAt,
        lastActivityAt: last.createdAt,
        replyCount: replies.length,
        lastReply: {
          id: last._id,
          sender: last.sender,
          createdAt: last.createdAt,
          text: last.content,
          hasAudio: false,
        },
      },
    ],
    replies,
  };
}
