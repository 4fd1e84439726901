import { CHAT_CHART_LANGUAGE, CHAT_CHART_LIMITS } from '@app/contract';

/**
 * The system prompt's paragraph on charts: the assistant may chart figures with a fenced `chart`
 * block (`ZChatChartSchema` in the contract), which the web draws; a block the schema refuses is
 * shown as code, so the limits are told here.
 */
export const CHART_PROMPT = [
  `To chart figures (e.g. a tool's output over years, or across companies or scenarios), write a fenced code block with the language \`${CHAT_CHART_LANGUAGE}\` holding one JSON object:`,
  '{"type":"bar" or "line","title":"…","unit":"…","x":["label", …],"series":[{"name":"…","values":[number or null, one per label]}]}.',
  `At most ${CHAT_CHART_LIMITS.maxSeries} series and ${CHAT_CHART_LIMITS.maxLabels} distinct labels; values are plain JSON numbers in the stated unit, written in the answer's language (e.g. unit "USD millions" and 1234.5, not "1,234.5"), null where a figure is missing.`,
  'Chart only figures from the tools, and cite their sources in the text next to the chart.',
].join(' ');
