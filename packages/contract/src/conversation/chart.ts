import { z } from 'zod';

/**
 * A chart the assistant writes in a reply: a fenced code block whose language is `chart`, holding
 * one JSON object that `ZChatChartSchema` accepts. The web draws it as an SVG chart with a table for
 * screen readers; a block that does not parse (still streaming, or wrong) is shown as code.
 *
 * ```chart
 * {"type":"bar","title":"Free cash flow","unit":"USD millions","x":["2026","2027"],
 *  "series":[{"name":"Base","values":[1200.5,1350]}]}
 * ```
 * @public
 */
export const CHAT_CHART_LANGUAGE = 'chart';

/** Every size of a chart block is bounded. @public */
export const CHAT_CHART_LIMITS = {
  /** Labels on the x axis (periods, companies, scenarios). */
  maxLabels: 40,
  /** Series drawn side by side (bars) or as lines. */
  maxSeries: 4,
  titleChars: 120,
  labelChars: 40,
  unitChars: 40,
  /** Characters of the whole block (JSON text); a longer one is shown as code. */
  blockChars: 20_000,
} as const;

const ZLabelSchema = z.string().trim().min(1).max(CHAT_CHART_LIMITS.labelChars);

/** One named series: a value (finite) for each x label, or null where it is missing. @public */
export const ZChatChartSeriesSchema = z.object({
  name: ZLabelSchema,
  values: z.array(z.number().finite().nullable()).max(CHAT_CHART_LIMITS.maxLabels),
});

/**
 * A chart block's JSON: bar or line, a title, distinct x labels, 1–4 distinctly named series with a
 * value per label, a unit.
 * @public
 */
export const ZChatChartSchema = z
  .object({
    type: z.enum(['bar', 'line']),
    title: z.string().trim().min(1).max(CHAT_CHART_LIMITS.titleChars),
    /** What the values are in, as the reader should read it (e.g. "USD millions", "%"). */
    unit: z.string().trim().max(CHAT_CHART_LIMITS.unitChars).default(''),
    x: z.array(ZLabelSchema).min(1).max(CHAT_CHART_LIMITS.maxLabels),
    series: z.array(ZChatChartSeriesSchema).min(1).max(CHAT_CHART_LIMITS.maxSeries),
  })
  .refine((chart) => chart.series.every((series) => series.values.length === chart.x.length), {
    path: ['series'],
    message: 'each series has one value per x label',
  })
  .refine((chart) => new Set(chart.x).size === chart.x.length, { path: ['x'], message: 'x labels are distinct' })
  .refine((chart) => new Set(chart.series.map((series) => series.name)).size === chart.series.length, {
    path: ['series'],
    message: 'series names are distinct',
  })
  .refine((chart) => chart.series.some((series) => series.values.some((value) => value !== null)), {
    path: ['series'],
    message: 'at least one value',
  });

export type TChatChart = z.infer<typeof ZChatChartSchema>;

/**
 * The chart in a `chart` block's text, or null when it is not one: not JSON (e.g. half streamed),
 * longer than `blockChars`, or refused by `ZChatChartSchema`. Never throws.
 * @public
 */
export function parseChatChart(text: string): TChatChart | null {
  if (text.length > CHAT_CHART_LIMITS.blockChars) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZChatChartSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
