import { languageFromHeader, pickLanguage } from './language';

describe('languageFromHeader()', () => {
  it.each([
    [undefined, 'so'],
    ['', 'so'],
    ['en', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['en;q=0.4,so;q=0.9', 'so'],
    ['so-SO', 'so'],
    ['de', 'so'],
    ['en;q=0', 'so'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});

describe('pickLanguage()', () => {
  const text = { so: 'Buundooyinka', en: 'Grades' };

  it('picks the requested language from a pair', () => {
    expect(pickLanguage(text, 'so')).toBe('Buundooyinka');
    expect(pickLanguage(text, 'en')).toBe('Grades');
  });

  it('falls back to Somali when the English text is empty', () => {
    expect(pickLanguage({ so: 'Kaliya', en: '' }, 'en')).toBe('Kaliya');
  });

  it('returns plain strings as they are and empty text for nothing', () => {
    expect(pickLanguage('Amina', 'en')).toBe('Amina');
    expect(pickLanguage(undefined, 'so')).toBe('');
    expect(pickLanguage(null, 'en')).toBe('');
  });
});
