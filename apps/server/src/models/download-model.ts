import {
  scenarioShiftsOf,
  type TComps,
  type TCompsMultiple,
  type TLanguage,
  type TModelValues,
  type TScenarioSettings,
  type TSensitivitySetting,
} from '@app/contract';
import type { TModelInput } from '@app/valuation';
import {
  type TLabelKey,
  type TWorkbookBreakdown,
  type TWorkbookComps,
  type TWorkbookScenarios,
  type TWorkbookSensitivity,
  WorkbookModelError,
  workbookText,
} from '@app/workbook';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error.js';
import type { TBreakdownFilings } from './breakdown/breakdown-filings.js';
import { getWorkbookBreakdown } from './breakdown/get-workbook-breakdown.js';
import { compsSubject } from './comps-subject.js';
import { toModelValues } from './get-model.js';
import { type CompsDeps, modelComps } from './get-model-comps.js';
import { getOwnedModel } from './get-owned-model.js';
import type { TModelCompute } from './model-compute.js';
import { boundedModelInput, valueModel } from './model-valuation.js';

export type TDownloadModelDeps = CompsDeps & {
  now: () => Date;
  log: FastifyBaseLogger;
  compute: TModelCompute;
  /** Where revenue breakdowns are read (null: no source of filings). */
  filings: TBreakdownFilings | null;
};

/** A model's workbook and the name it is downloaded under. */
export type TModelFile = { fileName: string; body: Buffer };

/**
 * The model as an .xlsx workbook (`@app/workbook`, built in a compute worker: `deps.compute`)
 * named `<TICKER>_DCF_<date>.xlsx` after the day it is exported, its labels and source sentences in the
 * reader's language. The comparables are the model's peer set as the Comparables tab shows it; when
 * the market data cannot be read, the workbook is still exported, without that sheet. A model with a
 * chosen revenue breakdown gets its Revenue Breakdown sheet, the revenue growing as its lines' sum;
 * when its filing cannot be read, the workbook is exported without it (revenue from the growth driver,
 * the same numbers).
 */
export async function downloadModel(
  deps: TDownloadModelDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage = 'en',
): Promise<TModelFile> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const values = toModelValues(row, language);
  const modelInput = boundedModelInput(values.model_input, language);
  let comps: TWorkbookComps | null = null;
  try {
    comps = toWorkbookComps(await modelComps(deps, row), language);
  } catch (error) {
    deps.log.warn({ err: error, modelId }, 'comparables not available for the workbook');
  }
  const company = values.company;
  const revenueBreakdown = await workbookBreakdown(deps, row, modelInput, company.name || row.ticker || row.name);
  const exportedAt = deps.now();
  try {
    const body = await deps.compute.workbook({
      company: {
        name: company.name,
        ticker: company.ticker ?? values.ticker,
        exchange: company.exchange,
        country: company.country,
        sector: company.sector,
        industry: company.industry,
        currency: values.results.currency,
      },
      modelInput,
      sources: sourcesOf(values, modelInput, language),
      comps,
      reportUnit: values.settings.report_unit,
      language,
      scenarios: workbookScenarios(values.settings.scenarios),
      revenueBreakdown,
      ...(values.settings.sensitivity ? { sensitivity: workbookSensitivity(values.settings.sensitivity) } : {}),
      exportedAt,
    });
    return {
      fileName: `${fileStem(values.ticker || company.name)}_DCF_${exportedAt.toISOString().slice(0, 10)}.xlsx`,
      body,
    };
  } catch (error) {
    if (error instanceof WorkbookModelError)
      throw new AppError('VALUATION_NOT_POSSIBLE', { params: { reason: error.message } });
    throw error;
  }
}

/** The model's chosen breakdown for the workbook; null without one, or when it cannot be read now (logged). */
async function workbookBreakdown(
  deps: TDownloadModelDeps,
  row: Awaited<ReturnType<typeof getOwnedModel>>,
  modelInput: TModelInput,
  companyName: string,
): Promise<TWorkbookBreakdown | null> {
  if (!row.revenueBreakdown) return null;
  // A model the engine refuses gets no workbook at all: the compute worker says why.
  const valued = valueModel(modelInput);
  if (!valued.ok) return null;
  try {
    return await getWorkbookBreakdown(deps.filings, row, modelInput, valued.model, companyName);
  } catch (error) {
    deps.log.warn({ err: error, modelId: row.id }, 'revenue breakdown not available for the workbook');
    return null;
  }
}

/**
 * The source sentence of each default, by item; an input the user has changed since says so, with
 * the default it replaced.
 */
function sourcesOf(values: TModelValues, input: TModelInput, language: TLanguage): Record<string, string> {
  const capm = 'capm' in input.discountRate ? (input.discountRate.capm as Record<string, unknown>) : {};
  const current: Record<string, unknown> = {
    risk_free_rate: capm.riskFreeRate,
    beta: capm.beta,
    market_risk_premium: capm.marketRiskPremium,
    pre_tax_cost_of_debt: capm.preTaxCostOfDebt,
    tax_rate: capm.taxRate,
    equity_value: capm.equityValue,
    debt_value: capm.debtValue,
    terminal_growth: input.terminal.method === 'perpetuity' ? input.terminal.growth : undefined,
    convention: input.convention ?? 'end_of_year',
    valuation_date: input.valuationDate,
  };
  const sources: Record<string, string> = {};
  for (const entry of values.defaults.sources) {
    const now = current[entry.item];
    sources[entry.item] =
      now === undefined || now === entry.value
        ? entry.source
        : workbookText(language, 'sources.changedDefault', { value: String(entry.value), source: entry.source });
  }
  return sources;
}

/** The saved cases as the workbook takes them: each case's shifts (its own, else the defaults) in camelCase. */
function workbookScenarios(settings: TScenarioSettings): TWorkbookScenarios {
  const shifts = (scenario: 'bear' | 'bull') => {
    const set = scenarioShiftsOf(settings, scenario);
    return {
      revenueGrowth: set.revenue_growth,
      operatingMargin: set.operating_margin,
      wacc: set.wacc,
      terminalGrowth: set.terminal_growth,
      exitMultiple: set.exit_multiple,
    };
  };
  return { active: settings.active, bear: shifts('bear'), bull: shifts('bull') };
}

/** The saved sensitivity grid as the workbook takes it (camelCase timeframe; a start only where one is saved). */
function workbookSensitivity(setting: TSensitivitySetting): TWorkbookSensitivity {
  return {
    axes: setting.axes.map(({ variable, steps, gap, start }) => ({
      variable,
      steps,
      gap,
      ...(start === undefined ? {} : { start }),
    })),
    timeframe: setting.timeframe ? { fromYear: setting.timeframe.from_year, toYear: setting.timeframe.to_year } : null,
  };
}

const UNAVAILABLE_REASON: Partial<Record<string, TLabelKey>> = {
  no_forward_estimates: 'comparables.noForwardEstimates',
};

function toWorkbookComps(comps: TComps, language: TLanguage): TWorkbookComps {
  const unavailable: TWorkbookComps['unavailable'] = {};
  for (const peer of comps.peers) {
    for (const [kind, multiple] of Object.entries(peer.multiples)) {
      const reason = multiple.reason && UNAVAILABLE_REASON[multiple.reason];
      if (reason) unavailable[kind as TCompsMultiple] = workbookText(language, reason);
    }
  }
  return {
    peers: comps.peers.map((peer) => ({
      ticker: peer.ticker,
      name: peer.name,
      price: peer.inputs.price,
      priceDate: peer.inputs.price_date,
      marketCap: peer.inputs.market_cap,
      fiscalYear: peer.inputs.fiscal_year,
      multiples: Object.fromEntries(Object.entries(peer.multiples).map(([kind, m]) => [kind, m.value])),
    })),
    subject: compsSubject(comps.subject.inputs),
    unavailable,
  };
}

/** A ticker (or a private company's name) safe in a file name: `BRK.B` stays, `Acme Foods Ltd` is `ACME-FOODS-LTD`. */
function fileStem(label: string): string {
  return (
    label
      .toUpperCase()
      .replace(/[^\p{L}\p{N}.-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'MODEL'
  );
}
