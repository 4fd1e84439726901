import { z } from 'zod';
import type { TValidationMessageKey } from './errors/catalogue.js';

/**
 * The dates a request may name: 1900-01-01 to 2100-12-31, the span of the fiscal years the product
 * takes. Beyond it a date means nothing to a filing or a price, and year 9999 overflows the date
 * arithmetic downstream (a year later is year 10000).
 * @public
 */
export const DATE_LIMITS = { min: '1900-01-01', max: '2100-12-31' } as const;

/** An ISO date (`YYYY-MM-DD`, a real day) within `DATE_LIMITS`. @public */
export const ZInputDateSchema = z.iso.date().refine((date) => date >= DATE_LIMITS.min && date <= DATE_LIMITS.max, {
  error: 'date_out_of_range' satisfies TValidationMessageKey,
});
