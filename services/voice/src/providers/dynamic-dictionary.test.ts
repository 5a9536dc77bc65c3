import { dictionaryApplies, markGlossaryTerms } from './dynamic-dictionary';

const glossary = [
  { en: 'card', so: 'kaarka' },
  { en: 'report card', so: 'warbixinta buundooyinka' },
  { en: 'conference', so: 'shirka waalidka iyo macallinka' },
];
const mark = (source: string, target: string) =>
  `<mstrans:dictionary translation="${target}">${source}</mstrans:dictionary>`;

describe('markGlossaryTerms()', () => {
  it('wraps every whole-word occurrence, any case, keeping the writer’s spelling inside', () => {
    expect(
      markGlossaryTerms(
        'The Conference is Monday; bring the conference form.',
        'en',
        'so',
        glossary,
      ),
    ).toBe(
      `The ${mark('Conference', 'shirka waalidka iyo macallinka')} is Monday; bring the ` +
        `${mark('conference', 'shirka waalidka iyo macallinka')} form.`,
    );
  });

  it('prefers the longest term and never nests a shorter one inside it', () => {
    expect(markGlossaryTerms('Her REPORT  card and a gift card.', 'en', 'so', glossary)).toBe(
      `Her ${mark('REPORT  card', 'warbixinta buundooyinka')} and a gift ${mark('card', 'kaarka')}.`,
    );
  });

  it('leaves words that merely contain a term (cardboard, discard, conferences)', () => {
    const text = 'Discard the cardboard after the conferences.';
    expect(markGlossaryTerms(text, 'en', 'so', glossary)).toBe(text);
  });

  it('matches the Somali side when translating Somali to English, with Unicode word edges', () => {
    const terms = [{ en: 'student', so: 'arday' }];
    expect(markGlossaryTerms('Ardayga iyo arday kale', 'so', 'en', terms)).toBe(
      `Ardayga iyo ${mark('arday', 'student')} kale`,
    );
  });

  it('escapes the translation attribute and the marked text', () => {
    const terms = [{ en: 'Parents & Teachers <Night>', so: 'Habeenka "Waalidka" & Macallimiinta' }];
    expect(markGlossaryTerms('Come to Parents & Teachers <Night>!', 'en', 'so', terms)).toBe(
      'Come to <mstrans:dictionary translation="Habeenka &quot;Waalidka&quot; &amp; Macallimiinta">' +
        'Parents &amp; Teachers &lt;Night&gt;</mstrans:dictionary>!',
    );
  });

  it('does not mark inside markup that is already there', () => {
    const text = `A ${mark('report card', 'x')} and a card.`;
    expect(markGlossaryTerms(text, 'en', 'so', glossary)).toBe(
      `A ${mark('report card', 'x')} and a ${mark('card', 'kaarka')}.`,
    );
  });

  it('changes nothing without a glossary, without an explicit from, or with blank terms', () => {
    const text = 'Report card day';
    expect(markGlossaryTerms(text, 'en', 'so', undefined)).toBe(text);
    expect(markGlossaryTerms(text, 'en', 'so', [])).toBe(text);
    expect(markGlossaryTerms(text, undefined, 'so', glossary)).toBe(text);
    expect(markGlossaryTerms(text, 'en', 'so', [{ en: '  ', so: 'x' }])).toBe(text);
    expect(markGlossaryTerms(text, 'en', 'en', glossary)).toBe(text);
  });

  it('applies only with English on one side and an explicit from', () => {
    expect(dictionaryApplies('en', 'so')).toBe(true);
    expect(dictionaryApplies('so', 'en')).toBe(true);
    expect(dictionaryApplies(undefined, 'so')).toBe(false);
    expect(dictionaryApplies('so', 'so')).toBe(false);
  });
});
