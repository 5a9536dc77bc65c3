import { checkGlossaryPair, MESSAGING_ERROR_CODES } from '@d742/contracts';
import { buildConversations } from '../seed/conversations';
import { buildMessages } from '../seed/messages';
import type { StoredText } from './texts';
import { MessagingError } from './errors';

const pairOf = (text: StoredText | null | undefined): [string, string] | null => {
  if (!text || text.translation.source === 'none') return null;
  const { original, translation } = text;
  return original.language === 'en'
    ? [original.text, translation.text]
    : [translation.text, original.text];
};

describe("messaging's own Somali (decision 013)", () => {
  it('uses the glossary words in its error messages', () => {
    const problems = MESSAGING_ERROR_CODES.filter(
      (code) => code !== 'AUDIENCE_UNAVAILABLE',
    ).flatMap((code) => {
      const en = new MessagingError(code, 'en').message;
      const so = new MessagingError(code, 'so').message;
      return checkGlossaryPair(en, so).map((v) => `${code}: ${v.entryId} (${v.problem})`);
    });
    expect(problems).toEqual([]);
  });

  it('uses the glossary words in the seeded messages and conversation', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const { messages, replies } = buildConversations(now);
    const texts = [
      ...buildMessages(now).flatMap((m) => [m.texts?.subject, m.texts?.content]),
      ...messages.flatMap((m) => [m.texts?.subject, m.texts?.content]),
      ...replies.map((r) => r.content),
    ];
    const problems = texts.flatMap((text) => {
      const pair = pairOf(text);
      return pair ? checkGlossaryPair(...pair).map((v) => `${pair[0]}: ${v.entryId}`) : [];
    });
    expect(problems).toEqual([]);
  });
});
