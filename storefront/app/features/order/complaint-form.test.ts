import { describe, expect, it } from 'vitest';
import { complaintFieldErrors, readComplaintForm } from './complaint-form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('readComplaintForm', () => {
  it('sends the choices and the description trimmed, and keeps everything as typed', () => {
    const read = readComplaintForm(
      form([
        ['item_id', 'item_a'],
        ['description', '  The display stays black.  '],
        ['remedy', 'repair'],
        ['method', 'carrier'],
        ['store_id', 'sloc_1'],
      ]),
    );
    expect(read.body).toEqual({ item_id: 'item_a', description: 'The display stays black.', remedy: 'repair', method: 'carrier' });
    // The store too (the select is always in the form).
    expect(read.values).toEqual({
      item_id: 'item_a',
      description: '  The display stays black.  ',
      remedy: 'repair',
      method: 'carrier',
      store_id: 'sloc_1',
    });
  });

  it('sends the store for a visit to a store only, and leaves out what was not filled in', () => {
    expect(
      readComplaintForm(
        form([
          ['method', 'store'],
          ['store_id', 'sloc_1'],
        ]),
      ).body,
    ).toEqual({ method: 'store', store_id: 'sloc_1' });
    const read = readComplaintForm(
      form([
        ['description', '   '],
        ['store_id', 'sloc_1'],
      ]),
    );
    expect(read.body).toEqual({});
    expect(read.values).toEqual({ item_id: '', description: '   ', remedy: '', method: '', store_id: 'sloc_1' });
  });

  it('passes a choice the form does not offer on for the backend to judge', () => {
    expect(readComplaintForm(form([['remedy', 'apology']])).body).toEqual({ remedy: 'apology' });
  });
});

describe('complaintFieldErrors', () => {
  it('puts each error at its input, the first message of each, and the others apart', () => {
    expect(
      complaintFieldErrors({
        item_id: ['Choose the item.'],
        description: ['At least 10 characters.', 'Other.'],
        remedy: ['Choose a remedy.'],
        method: ['Required.'],
        store_id: ['Choose a store.'],
        body: ['Invalid request.'],
        'items.0': ['Invalid request.'],
        extra: [],
      }),
    ).toEqual({
      fields: {
        item_id: 'Choose the item.',
        description: 'At least 10 characters.',
        remedy: 'Choose a remedy.',
        method: 'Required.',
        store_id: 'Choose a store.',
      },
      other: ['Invalid request.'],
    });
  });
});
