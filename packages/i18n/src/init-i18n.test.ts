import { LANGUAGE_STORAGE_KEY } from './languages';

// Each test gets a fresh module so the shared instance starts uninitialized.
function load(): typeof import('./index') {
  let mod!: typeof import('./index');
  jest.isolateModules(() => {
    mod = jest.requireActual('./index');
  });
  return mod;
}

function withStorage(initial: Record<string, string>): void {
  const data = new Map(Object.entries(initial));
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('initI18n(language?)', () => {
  it('starts in Somali with Somali as fallback when nothing was chosen', () => {
    const { initI18n } = load();
    const i18n = initI18n();
    expect(i18n.language).toBe('so');
    expect(i18n.t('notFound.goHome')).toBe('Ku noqo Hoyga');
    expect(i18n.options.fallbackLng).toEqual(['so']);
  });

  it('uses the language stored on this device', () => {
    withStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    const { initI18n } = load();
    expect(initI18n().t('notFound.goHome')).toBe('Go Back Home');
  });

  it('ignores an unsupported stored value', () => {
    withStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' });
    const { initI18n } = load();
    expect(initI18n().language).toBe('so');
  });

  it('lets an explicit language win over storage', () => {
    withStorage({ [LANGUAGE_STORAGE_KEY]: 'so' });
    const { initI18n } = load();
    expect(initI18n('en').language).toBe('en');
  });

  it('does not escape interpolated values (React escapes them)', () => {
    const { initI18n } = load();
    expect(initI18n('en').t('home.greeting', { firstName: 'Ayaan & Co' })).toBe(
      'Hello, Ayaan & Co',
    );
  });
});

describe('registerNamespace(ns, resources)', () => {
  it('works before init', () => {
    const { initI18n, registerNamespace } = load();
    registerNamespace('academics', { so: { title: 'Dhibcaha' }, en: { title: 'Grades' } });
    const i18n = initI18n('en');
    expect(i18n.t('academics:title')).toBe('Grades');
  });

  it('works after init and overwrites existing keys deeply', () => {
    const { initI18n, registerNamespace } = load();
    const i18n = initI18n('so');
    registerNamespace('reports', {
      so: { a: { b: 'hal', c: 'laba' } },
      en: { a: { b: 'one', c: 'two' } },
    });
    registerNamespace('reports', { so: { a: { b: 'HAL' } }, en: { a: { b: 'ONE' } } });
    expect(i18n.t('reports:a.b')).toBe('HAL');
    expect(i18n.t('reports:a.c')).toBe('laba');
  });

  it('falls back to Somali for a key missing in English', () => {
    const { initI18n, registerNamespace } = load();
    const i18n = initI18n('en');
    registerNamespace('voice', { so: { onlySomali: 'Codka' }, en: {} });
    expect(i18n.t('voice:onlySomali')).toBe('Codka');
  });
});

describe('formatting plurals', () => {
  it('picks plural forms in both languages', () => {
    const { initI18n } = load();
    const i18n = initI18n('en');
    expect(i18n.t('time.minutesAgo', { count: 1 })).toBe('1 minute ago');
    expect(i18n.t('time.minutesAgo', { count: 5 })).toBe('5 minutes ago');
    expect(i18n.t('time.daysAgo', { count: 3, lng: 'so' })).toBe('3 maalmood ka hor');
  });
});
