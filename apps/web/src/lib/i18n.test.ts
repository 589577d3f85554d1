import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineMessages, loadTranslations, params, pathIn, setLanguage, splitLanguage } from './i18n';

describe('a page’s language', () => {
  it('is Bangla under /bn, and English elsewhere, the router’s path without /bn', () => {
    expect(splitLanguage('/bn')).toEqual({ language: 'bn', pathname: '/' });
    expect(splitLanguage('/bn/allproducts')).toEqual({ language: 'bn', pathname: '/allproducts' });
    expect(splitLanguage('/allproducts')).toEqual({ language: 'en', pathname: '/allproducts' });
    // A path that only starts with the letters is not Bangla.
    expect(splitLanguage('/bnx')).toEqual({ language: 'en', pathname: '/bnx' });
    expect(pathIn('bn', '/')).toBe('/bn');
    expect(pathIn('bn', '/parts/1')).toBe('/bn/parts/1');
    expect(pathIn('en', '/parts/1')).toBe('/parts/1');
  });
});

describe('params', () => {
  it('puts each value in as it is, even one that looks like a replacement pattern', () => {
    const messages = defineMessages('test.params', { noMatch: params('No parts match “{words}” in {place}') });
    const text = messages().get().noMatch({ words: "a$&b$'c$$", place: '{place}' });
    expect(text).toBe("No parts match “a$&b$'c$$” in {place}");
  });
});

describe('loadTranslations', () => {
  afterEach(() => setLanguage('en'));

  it('fetches an area once for a Bangla page, again after a failure, and nothing for English', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ 'test.area': { hello: 'নমস্কার' } });
    setLanguage('bn', {}, loader);
    await expect(loadTranslations(['shop'])).rejects.toThrow('offline');
    await loadTranslations(['shop']);
    await loadTranslations(['shop']);
    expect(loader).toHaveBeenCalledTimes(2);
    const messages = defineMessages('test.area', { hello: 'Hello' });
    expect(messages().get().hello).toBe('নমস্কার');

    setLanguage('en', undefined, loader);
    await loadTranslations(['orders']);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
