import { describe, expect, it } from 'vitest';
import { surrogateKey } from './surrogate-key.js';

describe('surrogateKey', () => {
  it('keeps plain handles as they are', () => {
    expect(surrogateKey('product-apple-iphone-16')).toBe('product-apple-iphone-16');
  });

  it('spells a decoded and a percent-encoded handle the same, in Latin-1', () => {
    expect(surrogateKey('product-telefonů')).toBe('product-telefon%C5%AF');
    expect(surrogateKey('product-telefon%C5%AF')).toBe('product-telefon%C5%AF');
    expect(surrogateKey('category-accesorii-ș')).toBe('category-accesorii-%C8%99');
  });

  it('encodes spaces (Fastly splits keys on them) and survives a malformed escape', () => {
    expect(surrogateKey('a b')).toBe('a%20b');
    expect(surrogateKey('100%')).toBe('100%25');
  });
});
