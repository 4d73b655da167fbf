import { describe, expect, it } from 'vitest';
import { directionOf, localeOf, negotiateLocale, pickLocale } from './locale.js';

describe('interface languages', () => {
  it('matches a tag on its primary subtag', () => {
    expect(localeOf('es-MX')).toBe('es');
    expect(localeOf('DE_at')).toBe('de');
    expect(localeOf('fr')).toBeNull();
    expect(localeOf(42)).toBeNull();
  });

  it('takes the first supported language of a preference list', () => {
    expect(pickLocale(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(pickLocale(['fr', 'it'])).toBe('en');
  });

  it('orders Accept-Language by q-value and leaves out q=0', () => {
    expect(negotiateLocale('fr;q=1, de;q=0.5, es;q=0.8')).toBe('es');
    expect(negotiateLocale('es;q=0, de')).toBe('de');
    expect(negotiateLocale('*, ar;q=0.1')).toBe('ar');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('de;q=abc, es')).toBe('es');
  });

  it('knows which languages are written right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
  });
});
