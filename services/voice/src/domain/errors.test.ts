import { VOICE_ERROR_CODES, checkGlossaryPair } from '@d742/contracts';
import { VoiceError } from './errors';

describe('voice error messages', () => {
  it('use the glossary words in Somali (decision 013)', () => {
    const problems = VOICE_ERROR_CODES.flatMap((code) => {
      const en = new VoiceError(400, code, 'en').message;
      const so = new VoiceError(400, code, 'so').message;
      return checkGlossaryPair(en, so).map((v) => `${code}: ${v.entryId}`);
    });
    expect(problems).toEqual([]);
  });
});
