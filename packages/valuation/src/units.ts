/**
 * Branded number types for the units the engine mixes: a discount rate passed where a share count
 * belongs is a compile error, not a wrong valuation. Brands exist only for the compiler; at run
 * time every value is a plain `number` (so arithmetic returns `number` and results are re-branded
 * where they are stored).
 */

declare const unit: unique symbol;

/** A rate as a decimal: 0.09 is 9%. Discount rates, growth rates, margins, tax rates. @public */
export type Rate = number & { readonly [unit]: 'Rate' };
/** An amount of money in full units of the statements' currency (not thousands). @public */
export type Money = number & { readonly [unit]: 'Money' };
/** Money per share. @public */
export type PerShare = number & { readonly [unit]: 'PerShare' };
/** A count of shares. @public */
export type ShareCount = number & { readonly [unit]: 'ShareCount' };
/** A time span or discount period in years. @public */
export type Years = number & { readonly [unit]: 'Years' };
/** A number of days (working-capital days: receivable, inventory, payable). @public */
export type Days = number & { readonly [unit]: 'Days' };
/** A valuation multiple, e.g. EV/EBITDA of 10×. @public */
export type Multiple = number & { readonly [unit]: 'Multiple' };

/** Brands a decimal rate (0.09 for 9%). @public */
export const rate = (value: number): Rate => value as Rate;
/** Brands an amount of money. @public */
export const money = (value: number): Money => value as Money;
/** Brands a per-share amount. @public */
export const perShare = (value: number): PerShare => value as PerShare;
/** Brands a share count. @public */
export const shareCount = (value: number): ShareCount => value as ShareCount;
/** Brands a number of years. @public */
export const years = (value: number): Years => value as Years;
/** Brands a number of days. @public */
export const days = (value: number): Days => value as Days;
/** Brands a multiple. @public */
export const multiple = (value: number): Multiple => value as Multiple;

/** Days in a year for working-capital days (receivables = days / 365 × revenue). @public */
export const DAYS_PER_YEAR = 365;
