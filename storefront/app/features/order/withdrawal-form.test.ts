import { describe, expect, it } from 'vitest';
import { quantityName, readWithdrawalForm, withdrawalFieldErrors } from './withdrawal-form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('readWithdrawalForm', () => {
  it('sends the items with a quantity, in the order of the form, and remembers which input each came from', () => {
    const read = readWithdrawalForm(
      form([
        [quantityName('item_a'), '0'],
        [quantityName('item_b'), ' 2 '],
        [quantityName('item_c'), ''],
        [quantityName('item_d'), '1'],
        ['method', 'carrier'],
        ['store_id', 'sloc_1'],
        ['refund_account', ' 2001234561/2010 '],
      ]),
    );
    expect(read.body).toEqual({
      items: [
        { item_id: 'item_b', quantity: 2 },
        { item_id: 'item_d', quantity: 1 },
      ],
      method: 'carrier',
      refund_account: '2001234561/2010',
    });
    expect(read.itemInputs).toEqual(['quantity.item_b', 'quantity.item_d']);
    expect(read.invalid).toEqual([]);
    // What was typed stays as typed, the store too (the select is always in the form).
    expect(read.values).toEqual({
      'quantity.item_a': '0',
      'quantity.item_b': ' 2 ',
      'quantity.item_c': '',
      'quantity.item_d': '1',
      method: 'carrier',
      store_id: 'sloc_1',
      refund_account: ' 2001234561/2010 ',
    });
  });

  it('sends the store for a visit to a store only, and leaves out what was not filled in', () => {
    expect(
      readWithdrawalForm(
        form([
          ['method', 'store'],
          ['store_id', 'sloc_1'],
        ]),
      ).body,
    ).toEqual({ items: [], method: 'store', store_id: 'sloc_1' });
    expect(
      readWithdrawalForm(
        form([
          ['store_id', 'sloc_1'],
          ['refund_account', '  '],
        ]),
      ).body,
    ).toEqual({ items: [] });
  });

  it('finds quantities that are no whole number of pieces without sending them', () => {
    const read = readWithdrawalForm(
      form([
        [quantityName('item_a'), '1.5'],
        [quantityName('item_b'), '-1'],
        [quantityName('item_c'), 'two'],
        [quantityName('item_d'), '3'],
      ]),
    );
    expect(read.invalid).toEqual(['quantity.item_a', 'quantity.item_b', 'quantity.item_c']);
    expect(read.body.items).toEqual([{ item_id: 'item_d', quantity: 3 }]);
  });
});

describe('withdrawalFieldErrors', () => {
  it("puts an item's error at that item's input and the others at their fields", () => {
    const { fields, other } = withdrawalFieldErrors(
      {
        'items.1.quantity': ['At most 1 piece.'],
        'items.0': ['Listed twice.'],
        method: ['Required.'],
        store_id: ['Choose a store.'],
        refund_account: ['Invalid account.'],
        body: ['Invalid request.'],
        'items.7.quantity': ['No such line.'],
      },
      ['quantity.item_b', 'quantity.item_d'],
    );
    expect(fields).toEqual({
      'quantity.item_d': 'At most 1 piece.',
      'quantity.item_b': 'Listed twice.',
      method: 'Required.',
      store_id: 'Choose a store.',
      refund_account: 'Invalid account.',
    });
    expect(other).toEqual(['Invalid request.', 'No such line.']);
  });

  it('keeps the first message of a field, and an error of the item list at the list', () => {
    expect(withdrawalFieldErrors({ items: ['Required.', 'Other.'] }, [])).toEqual({ fields: { items: 'Required.' }, other: [] });
  });
});
