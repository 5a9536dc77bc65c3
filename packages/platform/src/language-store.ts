import {
  type AppLanguage,
  getLanguage,
  onLanguageChange,
  readStoredLanguage,
  setLanguage as applyLanguage,
  storeLanguage,
} from '@d742/i18n/core';
import { createStore } from 'zustand';
import { storeHook } from './store-hook';

/** When the language stored on this device was chosen (ISO date); absent when never chosen. */
export const LANGUAGE_CHOSEN_AT_STORAGE_KEY = 'd742.languageChosenAt';

export interface LanguageState {
  language: AppLanguage;
  /**
   * When the person last chose a language explicitly on this device (ISO date), or null when never.
   * The latest explicit choice wins between this device and the account (decision 011).
   */
  chosenAt: string | null;
  /** An explicit choice (header, More, profile): stored with its time, then saved to the account. */
  setLanguage(language: AppLanguage): void;
  toggleLanguage(): void;
  /**
   * Applies the account's language on this device. With the account's `chosenAt` it is stored as
   * this device's choice too (same time, so neither is newer); without one it is remembered for
   * the next start but is no choice.
   */
  adoptLanguage(language: AppLanguage, chosenAt: string | null): void;
}

type ChoiceListener = (language: AppLanguage) => void;
const choiceListeners = new Set<ChoiceListener>();

/** Called after every explicit choice (the session store saves it to the signed-in account). */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

function readChosenAt(): string | null {
  try {
    if (readStoredLanguage() === null) return null;
    const raw = localStorage.getItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY);
    return raw !== null && !Number.isNaN(Date.parse(raw)) ? raw : null;
  } catch {
    return null;
  }
}

function storeChoice(language: AppLanguage, chosenAt: string): void {
  storeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY, chosenAt);
  } catch {
    // Storage full or disabled: the choice still applies for this page session.
  }
}

/** Remembers the language for the next start without making it an explicit choice. */
function storeWithoutChoice(language: AppLanguage): void {
  storeLanguage(language);
  try {
    localStorage.removeItem(LANGUAGE_CHOSEN_AT_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}

function applyToDocument(language: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const languageStore = createStore<LanguageState>()((set, get) => ({
  language: getLanguage(),
  chosenAt: readChosenAt(),

  setLanguage(language) {
    const chosenAt = new Date().toISOString();
    storeChoice(language, chosenAt);
    set({ chosenAt });
    applyLanguage(language);
    for (const listener of choiceListeners) listener(language);
  },

  toggleLanguage() {
    get().setLanguage(get().language === 'so' ? 'en' : 'so');
  },

  adoptLanguage(language, chosenAt) {
    if (chosenAt) storeChoice(language, chosenAt);
    else storeWithoutChoice(language);
    set({ chosenAt });
    applyLanguage(language);
  },
}));

/** The language store as a hook; its server snapshot is the current state (store-hook.ts). */
export const useLanguage = storeHook(languageStore);

/**
 * The rule between this device and the account: true when the device's explicit choice is newer
 * than the account's (or the account never had one), so the device's language is kept and saved.
 */
export function deviceChoiceWins(
  deviceChosenAt: string | null,
  accountChosenAt: string | null | undefined,
): boolean {
  if (!deviceChosenAt) return false;
  if (!accountChosenAt) return true;
  return Date.parse(deviceChosenAt) > Date.parse(accountChosenAt);
}

// @d742/i18n/core owns the page's language (remotes may change it too, through i18next); the store
// and <html lang> follow it.
onLanguageChange((lng) => {
  applyToDocument(lng);
  if (useLanguage.getState().language !== lng) useLanguage.setState({ language: lng });
});
applyToDocument(getLanguage());
