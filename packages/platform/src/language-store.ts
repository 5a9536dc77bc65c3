import {
  type AppLanguage,
  DEFAULT_LANGUAGE,
  i18n,
  isAppLanguage,
  readStoredLanguage,
  storeLanguage,
} from '@d742/i18n';
import { create } from 'zustand';

export interface LanguageState {
  language: AppLanguage;
  /** True once the person picked a language on this device (it then wins over their profile). */
  chosenOnDevice: boolean;
  setLanguage(language: AppLanguage): void;
  toggleLanguage(): void;
  /** After sign-in: use the profile's language unless this device has an explicit choice. */
  followProfileLanguage(language: AppLanguage): void;
}

function applyToDocument(language: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const useLanguage = create<LanguageState>()((set, get) => ({
  language:
    readStoredLanguage() ?? (isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE),
  chosenOnDevice: readStoredLanguage() !== null,

  setLanguage(language) {
    storeLanguage(language);
    set({ chosenOnDevice: true });
    void i18n.changeLanguage(language);
  },

  toggleLanguage() {
    get().setLanguage(get().language === 'so' ? 'en' : 'so');
  },

  followProfileLanguage(language) {
    if (!get().chosenOnDevice && readStoredLanguage() === null) void i18n.changeLanguage(language);
  },
}));

// i18n is the source of truth (remotes may change it too); the store and <html lang> follow it.
i18n.on('languageChanged', (lng: string) => {
  if (!isAppLanguage(lng)) return;
  applyToDocument(lng);
  if (useLanguage.getState().language !== lng) useLanguage.setState({ language: lng });
});
if (isAppLanguage(i18n.language)) applyToDocument(i18n.language);
