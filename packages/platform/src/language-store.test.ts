import { LANGUAGE_STORAGE_KEY, i18n, initI18n } from '@d742/i18n';
import { useLanguage } from './language-store';

beforeAll(() => initI18n('so'));
beforeEach(async () => {
  localStorage.clear();
  useLanguage.setState({ chosenOnDevice: false });
  await i18n.changeLanguage('so');
});

describe('useLanguage', () => {
  it('toggles between Somali and English, persists the choice and sets <html lang>', () => {
    useLanguage.getState().toggleLanguage();
    expect(useLanguage.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    useLanguage.getState().toggleLanguage();
    expect(useLanguage.getState().language).toBe('so');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
    expect(document.documentElement.lang).toBe('so');
  });

  it('follows the profile language when this device has no choice, without persisting it', () => {
    useLanguage.getState().followProfileLanguage('en');
    expect(useLanguage.getState().language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the device choice over the profile language', () => {
    useLanguage.getState().setLanguage('so');
    useLanguage.getState().followProfileLanguage('en');
    expect(useLanguage.getState().language).toBe('so');
  });

  it('follows language changes made directly on the shared i18n instance', async () => {
    await i18n.changeLanguage('en');
    expect(useLanguage.getState().language).toBe('en');
  });
});
