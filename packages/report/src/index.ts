export { BAR_CHART_LIMITS, renderBarChart, type TBarChart, type TBarChartBar } from './bar-chart.js';
export { reportFileName } from './file-name.js';
export { REPORT_LIMITS, ReportLimitError, type ReportLimitName, type ReportLimits } from './limits.js';
export { markdownToDocx, type ReportDocumentOptions } from './markdown-to-docx.js';
