import {
  COMPS_GAP_REASONS,
  COMPS_MULTIPLES,
  COMPS_PROPOSAL_LIMITS,
  COMPS_SECTORS,
  MAX_COMPS_PEERS,
} from '@app/contract';
import { MULTIPLE_GAP_REASONS, PEER_MULTIPLE_KINDS, SECTORS } from '@app/market-data';
import { MULTIPLE_KINDS } from '@app/valuation';
import { describe, expect, it } from 'vitest';

/**
 * The multiples and the reasons a multiple is missing are named in three packages that do not
 * depend on each other (the engine, the peer data, the API contract); the server passes values from
 * one to the next, so the three lists must stay one vocabulary.
 */
describe('comparables vocabulary', () => {
  it('names the same multiples in the engine, the peer data and the contract', () => {
    expect([...PEER_MULTIPLE_KINDS]).toEqual([...MULTIPLE_KINDS]);
    expect([...COMPS_MULTIPLES]).toEqual([...MULTIPLE_KINDS]);
  });

  it('gives the same reasons for a missing multiple in the peer data and the contract', () => {
    expect([...COMPS_GAP_REASONS]).toEqual([...MULTIPLE_GAP_REASONS]);
  });

  it('names the sectors of the SIC codes as the data layer does, and proposes no more peers than a model holds', () => {
    expect([...COMPS_SECTORS]).toEqual([...SECTORS]);
    expect(COMPS_PROPOSAL_LIMITS.proposals).toBe(MAX_COMPS_PEERS);
  });
});
