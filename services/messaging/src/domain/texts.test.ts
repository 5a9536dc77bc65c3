import { authoredInBoth, displayPair, legacyText, shownTo, withTranslation } from './texts';

const somali = { language: 'so', text: 'Mahadsanid', origin: 'typed' } as const;

describe('shownTo', () => {
  it('should show the original to a reader of its language', () => {
    expect(shownTo(withTranslation(somali, 'Thank you'), 'so').shown).toEqual({
      language: 'so',
      text: 'Mahadsanid',
      status: 'original',
    });
  });

  it("should show a machine translation to the other reader, labelled 'machine'", () => {
    expect(shownTo(withTranslation(somali, 'Thank you'), 'en').shown).toEqual({
      language: 'en',
      text: 'Thank you',
      status: 'machine',
    });
  });

  it("should never present an untranslated text as translated: the original, 'not_translated'", () => {
    const untranslated = withTranslation(somali, null);
    expect(untranslated.translation).toEqual({ source: 'none', language: 'en' });
    expect(shownTo(untranslated, 'en').shown).toEqual({
      language: 'so',
      text: 'Mahadsanid',
      status: 'not_translated',
    });
    expect(displayPair(untranslated)).toEqual({ so: 'Mahadsanid', en: 'Mahadsanid' });
  });

  it("should label the school's own two-language texts as the author's", () => {
    const text = authoredInBoth({ so: 'Dalxiis', en: 'Trip' }, 'en');
    expect(shownTo(text, 'so').shown).toEqual({
      language: 'so',
      text: 'Dalxiis',
      status: 'author',
    });
    expect(displayPair(text)).toEqual({ so: 'Dalxiis', en: 'Trip' });
  });
});

describe('legacyText', () => {
  it("should read older messages: two texts as the school's, one text as untranslated English", () => {
    expect(legacyText({ so: 'Dalxiis', en: 'Trip' }).translation).toEqual({
      source: 'author',
      language: 'so',
      text: 'Dalxiis',
    });
    expect(legacyText({ so: 'Trip', en: 'Trip' }).translation).toEqual({
      source: 'none',
      language: 'so',
    });
  });
});
