import { LANGUAGE_STORAGE_KEY, i18n, initI18n } from '@d742/i18n';
import {
  LANGUAGE_COOKIE,
  readLanguageCookie,
  startLanguage,
  writeLanguageCookie,
} from '@d742/i18n/languages';
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGE_CHOSEN_AT_STORAGE_KEY, deviceChoiceWins, useLanguage } from './language-store';

beforeAll(() => initI18n('so'));
beforeEach(async () => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  useLanguage.setState({ chosenAt: null });
  await i18n.changeLanguage('so');
});

describe('useLanguage', () => {
  it('toggles between Somali and English, stores the choice with its time and sets <html lang>', () => {
    const before = Date.now();
    useLanguage.getState().toggleLanguage();
    expect(useLanguage.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    const chosenAt = localStorage.getItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY);
    expect(Date.parse(chosenAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(useLanguage.getState().chosenAt).toBe(chosenAt);
    expect(document.documentElement.lang).toBe('en');

    useLanguage.getState().toggleLanguage();
    expect(useLanguage.getState().language).toBe('so');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
    expect(document.documentElement.lang).toBe('so');
  });

  it("adopts the account's language with the account's time as this device's choice", () => {
    useLanguage.getState().adoptLanguage('en', '2026-03-01T10:00:00.000Z');
    expect(useLanguage.getState()).toMatchObject({
      language: 'en',
      chosenAt: '2026-03-01T10:00:00.000Z',
    });
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY)).toBe('2026-03-01T10:00:00.000Z');
  });

  it('adopts an account language that was never chosen without making it a device choice', () => {
    useLanguage.getState().setLanguage('so');
    useLanguage.getState().adoptLanguage('en', null);
    expect(useLanguage.getState()).toMatchObject({ language: 'en', chosenAt: null });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY)).toBeNull();
  });

  it('tells the server every stored language in the d742_lang cookie (decision 031)', () => {
    expect(readLanguageCookie()).toBeNull();
    useLanguage.getState().setLanguage('en');
    expect(document.cookie).toContain('d742_lang=en');
    useLanguage.getState().adoptLanguage('so', null);
    expect(readLanguageCookie()).toBe('so');
    // A choice stored before the cookie existed is written at start (shell/src/index.ts).
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    writeLanguageCookie('en');
    expect(readLanguageCookie()).toBe('en');
    document.cookie = `${LANGUAGE_COOKIE}=fr; Path=/`;
    expect(readLanguageCookie()).toBeNull();
  });

  it('starts a page in the stored choice, else in the language of the page the server sent', () => {
    expect(startLanguage()).toBe('so');
    writeLanguageCookie('en');
    expect(startLanguage()).toBe('en'); // the pre-rendered page was English: so is the app
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    expect(startLanguage()).toBe('so');
  });

  it('renders the current language on a server too (the build-time sign-in page)', () => {
    const Shown = () => <p>{useLanguage((s) => s.language)}</p>;
    useLanguage.getState().setLanguage('en');
    expect(renderToStaticMarkup(<Shown />)).toBe('<p>en</p>');
    useLanguage.getState().setLanguage('so');
    expect(renderToStaticMarkup(<Shown />)).toBe('<p>so</p>');
    render(<Shown />);
    act(() => useLanguage.getState().setLanguage('en'));
    expect(screen.getByText('en')).toBeInTheDocument();
  });

  it('follows language changes made directly on the shared i18n instance', async () => {
    await i18n.changeLanguage('en');
    expect(useLanguage.getState().language).toBe('en');
  });
});

describe('deviceChoiceWins(device, account)', () => {
  it.each([
    [null, null, false],
    [null, '2026-01-01T00:00:00.000Z', false],
    ['2026-01-01T00:00:00.000Z', null, true],
    ['2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z', true],
    ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', false],
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', false],
  ])('device %s vs account %s: %s', (device, account, wins) => {
    expect(deviceChoiceWins(device, account)).toBe(wins);
  });
});
