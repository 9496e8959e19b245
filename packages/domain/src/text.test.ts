import { describe, expect, it } from 'vitest';
import { foldForSearch } from './text.js';

describe('foldForSearch', () => {
  it('drops Czech and Romanian diacritics and lowercases', () => {
    expect(foldForSearch('Dvořák Žluťoučký ĚŠČŘŮ')).toBe('dvorak zlutoucky escru');
    expect(foldForSearch('Ștefănescu Țîrcă Şerban Ţâţu')).toBe('stefanescu tirca serban tatu');
  });

  it('leaves plain text, digits and e-mail addresses as they are, but lowercased', () => {
    expect(foldForSearch('VK000123 Jan.Novak@Example.cz')).toBe('vk000123 jan.novak@example.cz');
  });
});
