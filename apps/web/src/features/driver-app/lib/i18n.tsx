import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Dictionary } from './messages-en';
import { en } from './messages-en';
import { es } from './messages-es';

export type { Dictionary };

export const DICTIONARIES = { en, es } as const;
export type Language = keyof typeof DICTIONARIES;
export const LANGUAGE_KEY = 'fletx.driver.language';

/** The stored choice, else the phone's language (Spanish for any `es-*`), else English. */
export function initialLanguage(
  stored: string | null,
  navigatorLanguages: ReadonlyArray<string> = [],
): Language {
  if (stored === 'en' || stored === 'es') return stored;
  for (const tag of navigatorLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

type I18n = { t: Dictionary; language: Language; setLanguage: (language: Language) => void };
const I18nContext = createContext<I18n>({ t: en, language: 'en', setLanguage: () => {} });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() =>
    initialLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages ?? [navigator.language]),
  );
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    setLanguageState(next);
  }, []);
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [language]);
  const value = useMemo(
    () => ({ t: DICTIONARIES[language], language, setLanguage }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);

/** A time of day in the driver's language and the phone's time zone (e.g. 14:05, 2:05 PM). */
export const timeOfDay = (iso: string, language: Language) =>
  new Date(iso).toLocaleTimeString(language === 'es' ? 'es' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
  });
