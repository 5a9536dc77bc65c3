import type { BilingualText, MessageSender, Reply, ReplyAudio } from '@d742/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';
import { SenderLine } from './sender-line';
import { ShownText, TranslationNote } from './shown-text';

/** A text with its note and its own 'show original'. */
function NotedText({ text, className }: { text: BilingualText; className?: string }) {
  const [original, setOriginal] = useState(false);
  return (
    <>
      <ShownText text={text} showOriginal={original} className={className} />
      <TranslationNote
        text={text}
        showOriginal={original}
        onToggle={() => setOriginal((o) => !o)}
      />
    </>
  );
}

/** A voice reply: the recording (streamed from the server, ranges allowed) and its transcript. */
function VoiceReply({ audio }: { audio: ReplyAudio }) {
  const { t } = useTranslation(STAFF_NS);
  const label = t('audio.label', { seconds: Math.max(1, Math.round(audio.durationSeconds)) });
  return (
    <div className="staff-voice">
      <audio
        controls
        preload="metadata"
        src={audio.url}
        aria-label={label}
        className="staff-voice__player"
      />
      <p className="staff-voice__label">{label}</p>
      {audio.transcript ? (
        <div className="staff-voice__transcript">
          <p className="staff-voice__heading">{t('audio.transcript')}</p>
          <NotedText text={audio.transcript} className="staff-entry__text" />
        </div>
      ) : (
        <p className="staff-note">{t('audio.notTranscribed')}</p>
      )}
    </div>
  );
}

function Entry({
  sender,
  createdAt,
  now,
  unread,
  children,
}: {
  sender: MessageSender;
  createdAt: string;
  now: number;
  unread: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`ui-card staff-entry${sender.role === 'parent' ? ' staff-entry--family' : ''}${unread ? ' staff-entry--unread' : ''}`}
    >
      <SenderLine sender={sender} createdAt={createdAt} now={now} />
      {children}
    </li>
  );
}

/** The thread's first message: its content with its note (the subject is the thread's heading). */
export function FirstMessageEntry({
  content,
  sender,
  createdAt,
  now,
}: {
  content: BilingualText;
  sender: MessageSender;
  createdAt: string;
  now: number;
}) {
  return (
    <Entry sender={sender} createdAt={createdAt} now={now} unread={false}>
      <NotedText text={content} className="staff-entry__text" />
    </Entry>
  );
}

export function ReplyEntry({ reply, now }: { reply: Reply; now: number }) {
  return (
    <Entry sender={reply.sender} createdAt={reply.createdAt} now={now} unread={!reply.isRead}>
      {reply.content ? <NotedText text={reply.content} className="staff-entry__text" /> : null}
      {reply.audio ? <VoiceReply audio={reply.audio} /> : null}
    </Entry>
  );
}
