import * as contract from '@app/contract';
import * as extraction from '@app/extraction';
import { describe, expect, it } from 'vitest';
import { READ_FAILURE_CODES } from './extraction.js';

/**
 * The contract repeats extraction's words, because the browser may not import the readers; the
 * server passes values from one to the other, so the lists must stay one vocabulary.
 */
describe('financial vocabulary', () => {
  it('names the same document kinds, statement types, period lengths and units as extraction', () => {
    expect([...contract.DOCUMENT_KINDS]).toEqual([...extraction.DOCUMENT_KINDS]);
    expect([...contract.STATEMENT_TYPES]).toEqual([...extraction.STATEMENT_TYPES]);
    expect(contract.STATEMENT_TYPE_OF_KIND).toEqual(extraction.STATEMENT_TYPE_OF_KIND);
    expect([...contract.PERIOD_LENGTHS]).toEqual([...extraction.PERIOD_LENGTHS]);
    expect([...contract.VALUE_UNITS]).toEqual([...extraction.VALUE_UNITS]);
    expect(contract.UNIT_SCALE).toEqual(extraction.UNIT_SCALE);
  });

  it('has a catalogue error for every reason a file cannot be read', () => {
    expect(Object.keys(READ_FAILURE_CODES).sort()).toEqual([...extraction.READ_FAILURES].sort());
    for (const code of Object.values(READ_FAILURE_CODES)) expect(contract.ERRORS[code]).toBeDefined();
  });
});
