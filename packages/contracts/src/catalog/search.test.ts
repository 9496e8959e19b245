import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, searchTerms } from './search.js';
import { SearchParamsSchema, SearchSuggestionsParamsSchema } from './search-schema.js';

describe('search query normalisation', () => {
  it('folds diacritics and case of both shop languages', () => {
    expect(normalizeSearchQuery('Čtečka  KARET')).toBe('ctecka karet');
    expect(normalizeSearchQuery(' Tarcă ')).toBe('tarca');
    expect(normalizeSearchQuery('Husă șțâî')).toBe('husa stai');
    expect(normalizeSearchQuery('ŘEŽ ůú')).toBe('rez uu');
  });

  it('splits words on punctuation but keeps model names whole', () => {
    expect(searchTerms('Galaxy S25, 5G/USB-C')).toEqual(['galaxy', 's25', '5g', 'usb-c']);
    expect(searchTerms('Tab A9+')).toEqual(['tab', 'a9+']);
    expect(searchTerms(' , ')).toEqual([]);
  });
});

describe('search parameters', () => {
  it('needs at least 2 characters after trimming', () => {
    const short = SearchParamsSchema.safeParse({ q: ' a ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ['q'], message: 'search_too_short' });
    expect(SearchSuggestionsParamsSchema.safeParse({ q: 'x' }).success).toBe(false);
  });

  it('sorts by relevance unless told otherwise and keeps the listing filters', () => {
    const params = SearchParamsSchema.parse({ q: 'galaxy', manufacturer: 'Samsung', page: '2' });
    expect(params).toMatchObject({ q: 'galaxy', sort: 'relevance', manufacturer: ['Samsung'], page: 2 });
    expect(SearchParamsSchema.parse({ q: 'galaxy', sort: 'price_asc' }).sort).toBe('price_asc');
  });
});
