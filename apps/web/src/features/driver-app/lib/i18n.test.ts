import { describe, expect, it } from 'vitest';
import { DICTIONARIES, initialLanguage } from './i18n';

describe('the languages of the drivers app', () => {
  it('follows the stored choice, else the phone language, else English', () => {
    expect(initialLanguage('es', ['en-US'])).toBe('es');
    expect(initialLanguage(null, ['es-MX', 'en-US'])).toBe('es');
    expect(initialLanguage(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(initialLanguage(null, ['de-DE'])).toBe('en');
  });

  it('has every text in both languages, none left empty or untranslated by mistake', () => {
    const { en, es } = DICTIONARIES;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['statusNames', 'nextStep', 'kinds', 'dutyNames', 'reportKinds'] as const) {
      expect(Object.keys(es[key]).sort()).toEqual(Object.keys(en[key]).sort());
      for (const value of Object.values(es[key])) expect(value).not.toBe('');
    }
    const same = Object.keys(en).filter((key) => {
      const a = en[key as keyof typeof en];
      const b = es[key as keyof typeof es];
      return typeof a === 'string' && a === b;
    });
    expect(same).toEqual([]);
  });
});
