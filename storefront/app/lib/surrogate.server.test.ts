import { describe, expect, it } from 'vitest';
import { isPublicAnswer, pageKind, pageSurrogateKeys } from './surrogate.server';

describe('search results cacheability', () => {
  const get = (url: string, cookie?: string) => new Request(`http://shop.test${url}`, { headers: cookie ? { Cookie: cookie } : {} });

  it('is its own public page kind, not a category', () => {
    expect(pageKind('/search')).toBe('search');
    expect(pageKind('/search.data')).toBe('search');
    expect(pageKind('/search/more')).toBe('other');
  });

  it('keeps the answer for anonymous visitors whatever the query', () => {
    expect(isPublicAnswer(get('/search?q=galaxy&quality=new&sort=price_asc'), 200, new Headers())).toBe(true);
    expect(isPublicAnswer(get('/search?q=%C4%8Dte%C4%8Dka'), 200, new Headers())).toBe(true);
  });

  it('never keeps a visitor’s own answer, nor a query that looks personal', () => {
    expect(isPublicAnswer(get('/search?q=galaxy', 'es_cart=cart_1'), 200, new Headers())).toBe(false);
    expect(isPublicAnswer(get('/search?q=jana%40example.com'), 200, new Headers())).toBe(false);
  });
});

describe('account pages cacheability', () => {
  it('are never public, the summary included (one segment, like a category)', () => {
    expect(pageKind('/ucet')).toBe('account');
    expect(pageKind('/ucet.data')).toBe('account');
    expect(pageKind('/ucet/adresy')).toBe('account');
    const anonymous = new Request('http://shop.test/ucet');
    expect(isPublicAnswer(anonymous, 200, new Headers())).toBe(false);
  });
});

describe('buy-out pages keys', () => {
  it('tags the selector, the centres and the repair pages (built from the same catalogue) with `buyout`', () => {
    expect(pageSurrogateKeys('/vykup/mobilni-telefony/apple/iphone-13')).toEqual(['html', 'buyout']);
    expect(pageSurrogateKeys('/vykup/centra')).toEqual(['html', 'buyout']);
    expect(pageSurrogateKeys('/servis/mobilni-telefony')).toEqual(['html', 'buyout', 'service']);
    expect(pageSurrogateKeys('/p/apple-iphone-13')).toEqual(['html', 'product-apple-iphone-13']);
  });
});
