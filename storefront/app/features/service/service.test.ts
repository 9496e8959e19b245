import { describe, expect, it } from 'vitest';
import { selectionPath } from './service';

describe('selectionPath (section 4: a new selection clears what hangs below it)', () => {
  const current = { type: 'telefony', manufacturer: 'apple', model: 'iphone-13', color: 'black' };

  it('keeps the levels above, sets the changed one and drops the ones below', () => {
    expect(selectionPath('/servis', current, 'type', 'tablety')).toBe('/servis/tablety');
    expect(selectionPath('/servis', current, 'manufacturer', 'samsung')).toBe('/servis/telefony/samsung');
    expect(selectionPath('/servis', current, 'model', 'iphone-14')).toBe('/servis/telefony/apple/iphone-14');
    expect(selectionPath('/servis', current, 'color', 'white')).toBe('/servis/telefony/apple/iphone-13/white');
  });

  it('an emptied level leaves the path at the level above', () => {
    expect(selectionPath('/service', current, 'model', '')).toBe('/service/telefony/apple');
  });

  it('encodes the segments', () => {
    expect(selectionPath('/servis', { type: 'a b' }, 'manufacturer', 'č')).toBe('/servis/a%20b/%C4%8D');
  });
});
