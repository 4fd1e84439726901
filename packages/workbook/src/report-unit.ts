/**
 * The units money and share counts are written in (`@app/contract` `REPORT_UNITS`, the model's
 * `settings.report_unit`). Ten thousands (万) and hundred millions (亿) are how Chinese readers count.
 */
export type TReportUnit = 'thousands' | 'millions' | 'billions' | 'ten_thousands' | 'hundred_millions';

/** What one unit is worth in full units of the currency (or shares). */
export const REPORT_UNIT_SCALE: Record<TReportUnit, number> = {
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
  ten_thousands: 1e4,
  hundred_millions: 1e8,
};
