/**
 * Parsers shared by the live SEC client and the data-pack reader: JSON text → validated payload.
 * A body that is not JSON, or not the documented shape, is a `PROVIDER_BAD_RESPONSE`.
 */
import { parseJsonPayload } from '../http/json-payload.js';
import {
  type TCompanyFacts,
  type TCompanyTickers,
  type TCompanyTickersExchange,
  type TFilingIndex,
  type TSubmissions,
  type TXbrlFrame,
  ZCompanyFactsSchema,
  ZCompanyTickersExchangeSchema,
  ZCompanyTickersSchema,
  ZFilingIndexSchema,
  ZSubmissionsSchema,
  ZXbrlFrameSchema,
} from './sec-schemas.js';

/** @public */
export function parseCompanyTickers(text: string, where: string): TCompanyTickers {
  return parseJsonPayload(text, ZCompanyTickersSchema, 'company_tickers.json', where);
}

/** @public */
export function parseCompanyTickersExchange(text: string, where: string): TCompanyTickersExchange {
  return parseJsonPayload(text, ZCompanyTickersExchangeSchema, 'company_tickers_exchange.json', where);
}

/** @public */
export function parseSubmissions(text: string, where: string): TSubmissions {
  return parseJsonPayload(text, ZSubmissionsSchema, 'submissions', where);
}

/** An overflow page (`CIK##########-submissions-001.json`) is a bare filing index. @public */
export function parseSubmissionsPage(text: string, where: string): TFilingIndex {
  return parseJsonPayload(text, ZFilingIndexSchema, 'submissions page', where);
}

/** @public */
export function parseCompanyFacts(text: string, where: string): TCompanyFacts {
  return parseJsonPayload(text, ZCompanyFactsSchema, 'companyfacts', where);
}

/** @public */
export function parseXbrlFrame(text: string, where: string): TXbrlFrame {
  return parseJsonPayload(text, ZXbrlFrameSchema, 'XBRL frame', where);
}
