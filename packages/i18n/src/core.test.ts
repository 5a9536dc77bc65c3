import i18next from 'i18next';
import type * as Core from './core';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';
import commonEn from './locales/en/common.json';
import appEn from './locales/en/common-app.json';
import appSo from './locales/so/common-app.json';

/** i18next's `t`, called the way a component does (its overloads are too narrow for a loop). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;
// Each test gets fresh modules, so the page's language starts from storage again, no texts loaded.
function fresh(): typeof Core {
  let mod!: typeof Core;
  jest.isolateModules(() => {
    mod = jest.requireActual('./core');
  });
  return mod;
}

/** Fresh core with the 'common' texts of both languages fetched. */
async function load(): Promise<typeof Core> {
  const core = fresh();
  await Promise.all(SUPPORTED_LANGUAGES.map((lng) => core.loadLanguage(lng)));
  return core;
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

/** Every leaf key of a resource tree, plural suffixes folded into their base key. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') return keysOf(value as object, path);
    return [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

/** Values for every `{{name}}` of a text (what a caller would pass). */
function valuesFor(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, `<${name}>`]));
}

/** i18next itself, configured as the portal's instance, over what `core` has registered. */
async function referenceFor(core: typeof Core) {
  const reference = i18next.createInstance();
  await reference.init({
    lng: 'so',
    fallbackLng: 'so',
    defaultNS: 'common',
    resources: core.registeredResources(),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return reference;
}

describe('fixedT reads our resources exactly as i18next does', () => {
  it('gives the same text for every common key, in both languages, with plurals', async () => {
    const core = await load();
    core.registerNamespace('common', { so: appSo, en: appEn }); // as the signed-in pages do
    const reference = await referenceFor(core);
    const keys = [...new Set([...keysOf(commonEn), ...keysOf(appEn)])];
    expect(keys.length).toBeGreaterThan(100);
    let compared = 0;
    for (const lng of SUPPORTED_LANGUAGES) {
      const ours = core.fixedT(lng);
      const theirs = reference.getFixedT(lng, 'common') as unknown as LooseT;
      for (const key of keys) {
        const raw = reference.getResource(lng, 'common', key) ?? '';
        const values = valuesFor(typeof raw === 'string' ? raw : JSON.stringify(raw));
        for (const count of [undefined, 0, 1, 2, 7]) {
          const options = count === undefined ? values : { ...values, count };
          expect([lng, key, count, ours(key, options)]).toEqual([
            lng,
            key,
            count,
            theirs(key, options),
          ]);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(keys.length * 2 * 5);
  });

  it('agrees on namespaces, fallback to Somali, missing keys, defaults and missing values', async () => {
    const core = await load();
    core.registerNamespace('voice', {
      so: { only: 'Codka {{name}}', deep: { a: 'hal' } },
      en: { deep: { a: 'one' } },
    });
    const reference = await referenceFor(core);
    const cases: [string, Record<string, unknown>?][] = [
      ['voice:only', { name: 'Ayaan' }],
      ['voice:only'],
      ['voice:only', { name: undefined }],
      ['voice:only', { name: null }],
      ['voice:deep.a'],
      ['voice:nothing.here'],
      ['nothing.here', { defaultValue: 'Default {{x}}', x: 1 }],
      ['notFound.goHome'],
      ['time.minutesAgo', { ns: 'common', count: 3 }],
      ['deep.a', { ns: 'voice' }],
      ['only', { ns: 'voice', lng: 'so', name: 'Hodan' }],
      ['notFound.goHome', { lng: 'so' }],
    ];
    for (const ns of ['common', 'voice']) {
      for (const [key, options] of cases) {
        expect([ns, key, options, core.fixedT('en', ns)(key, options)]).toEqual([
          ns,
          key,
          options,
          (reference.getFixedT('en', ns) as unknown as LooseT)(key, options),
        ]);
      }
    }
  });
});

describe('fixedT reads a context as i18next does (decision 051)', () => {
  it('prefers the context, then the plain text, each with its plural first, then Somali', async () => {
    const core = await load();
    core.registerNamespace('reports', {
      so: {
        note: 'Ilmahaaga',
        note_student: 'Adiga',
        only_staff: 'Macallin',
        n_one: '{{count}} ilmo',
        n_other: '{{count}} carruur',
        n_student_other: '{{count}} adiga',
      },
      en: {
        note: 'Your child',
        note_student: 'You',
        n_one: '{{count}} child',
        n_other: '{{count}} children',
      },
    });
    const reference = await referenceFor(core);
    const cases: [string, Record<string, unknown>][] = [
      ['note', { context: 'student' }],
      ['note', { context: 'staff' }],
      ['note', { context: undefined }],
      ['note', { context: '' }],
      ['only', { context: 'staff' }],
      ['n', { context: 'student', count: 1 }],
      ['n', { context: 'student', count: 3 }],
      ['n', { context: 'staff', count: 3 }],
    ];
    for (const lng of SUPPORTED_LANGUAGES) {
      for (const [key, options] of cases) {
        expect([lng, key, options, core.fixedT(lng, 'reports')(key, options)]).toEqual([
          lng,
          key,
          options,
          (reference.getFixedT(lng, 'reports') as unknown as LooseT)(key, options),
        ]);
      }
    }
    expect(core.fixedT('en', 'reports')('note', { context: 'student' })).toBe('You');
  });
});

describe('the page language', () => {
  it('starts from the language stored on this device, else Somali', async () => {
    expect(fresh().getLanguage()).toBe('so');
    const data = new Map([[LANGUAGE_STORAGE_KEY, 'en']]);
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const core = await load();
    expect(core.getLanguage()).toBe('en');
    expect(core.t('notFound.goHome')).toBe('Go Back Home');
  });

  it('tells listeners of a change once, and not of the same language again', async () => {
    const core = await load();
    const heard: string[] = [];
    const stop = core.onLanguageChange((lng) => heard.push(lng));
    core.setLanguage('en');
    core.setLanguage('en');
    core.setLanguage('so');
    stop();
    core.setLanguage('en');
    expect(heard).toEqual(['en', 'so']);
    expect(core.t('notFound.goHome')).toBe('Go Back Home');
  });

  it('hands every later namespace to its listeners, merged deeply into the texts', async () => {
    const core = await load();
    const heard: string[] = [];
    core.onNamespaceRegistered((lng, ns) => heard.push(`${lng}:${ns}`));
    core.registerNamespace('reports', { so: { a: { b: 'hal', c: 'laba' } }, en: { a: {} } });
    core.registerNamespace('reports', { so: { a: { b: 'HAL' } }, en: { a: {} } });
    expect(heard).toEqual(['so:reports', 'en:reports', 'so:reports', 'en:reports']);
    expect(core.fixedT('so', 'reports')('a.b')).toBe('HAL');
    expect(core.fixedT('so', 'reports')('a.c')).toBe('laba');
  });
});

describe('loading one language at a time (the sign-in page)', () => {
  it('fetches only the language it needs, and switches once the other one has arrived', async () => {
    const core = fresh();
    const fetched: string[] = [];
    for (const lng of SUPPORTED_LANGUAGES) {
      const load = core.COMMON_TEXTS[lng];
      core.COMMON_TEXTS[lng] = () => {
        fetched.push(lng);
        return load();
      };
    }
    await core.loadLanguage('so');
    await core.loadLanguage('so');
    expect(fetched).toEqual(['so']);
    expect(core.t('notFound.goHome')).toBe('Ku noqo Hoyga');

    const heard: string[] = [];
    core.onLanguageChange((lng) => heard.push(lng));
    core.setLanguage('en');
    expect(core.getLanguage()).toBe('so'); // no English texts yet: nothing shows a raw key
    await core.loadLanguage('en');
    expect(fetched).toEqual(['so', 'en']);
    expect(heard).toEqual(['en']);
    expect(core.t('notFound.goHome')).toBe('Go Back Home');
  });

  it('keeps the language it has when the other one cannot be fetched, and tries again later', async () => {
    const core = fresh();
    await core.loadLanguage('so');
    const load = core.COMMON_TEXTS.en;
    core.COMMON_TEXTS.en = () => Promise.reject(new TypeError('Failed to fetch'));
    core.setLanguage('en');
    await expect(core.loadLanguage('en')).rejects.toThrow('Failed to fetch');
    await Promise.resolve();
    expect(core.getLanguage()).toBe('so');
    expect(core.t('notFound.goHome')).toBe('Ku noqo Hoyga');

    core.COMMON_TEXTS.en = load;
    core.setLanguage('en');
    await core.loadLanguage('en');
    expect(core.getLanguage()).toBe('en');
  });

  it('takes the last choice when two arrive before the texts', async () => {
    const core = fresh();
    await core.loadLanguage('so');
    core.setLanguage('en');
    core.setLanguage('so');
    await core.loadLanguage('en');
    expect(core.getLanguage()).toBe('so');
  });
});

describe('the first page', () => {
  it('fetches what every page shows, without the signed-in sections', async () => {
    const core = fresh();
    await core.loadLanguage('so');
    expect(core.t('auth.subtitle')).not.toBe('auth.subtitle');
    expect(core.t('profile.title')).toBe('profile.title');
    expect(Object.keys(appEn).filter((section) => section in commonEn)).toEqual([]);
  });
});
