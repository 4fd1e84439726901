import { VALIDATION_MESSAGES, ZModelSettingsSchema } from '@app/contract';
import { runModel } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { tidyModelInput } from '../../../test/model-fixture';
import {
  DEFAULT_SENSITIVITY,
  defaultStart,
  flatIndex,
  modelPoint,
  normalizeSensitivity,
  runGrid,
  sensitivityCsv,
  type TSensitivityConfig,
  toSensitivitySetting,
  validateSensitivity,
} from './sensitivity-grid';

describe('sensitivity grid', () => {
  const input = tidyModelInput();
  const model = runModel(input);
  if (!model.ok) throw new Error(model.error.message);
  const wacc = model.value.discountRate.value;

  it('centres on the model: the middle point is the model’s own price', () => {
    const grid = runGrid(input, DEFAULT_SENSITIVITY);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.shape).toEqual([5, 5]);
    expect(grid.value.prices[flatIndex(grid.value, [2, 2])]).toBeCloseTo(model.value.dcf.bridge.valuePerShare, 8);
  });

  it('starts an axis where the user says', () => {
    const config = { axes: [{ variable: 'wacc' as const, steps: 3, gap: 0.01, start: 0.07 }], timeframe: null };
    const grid = runGrid(input, config);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.axes[0]?.values.map((v) => Number(v.toFixed(6)))).toEqual([0.07, 0.08, 0.09]);
    expect(defaultStart(wacc, 3, 0.01)).toBeCloseTo(wacc - 0.01, 12);
  });

  it('writes its header rows, a blank line, then one CSV row per point', () => {
    const grid = runGrid(input, DEFAULT_SENSITIVITY);
    if (!grid.ok) throw new Error(grid.error.message);
    const plain = sensitivityCsv(grid.value, 'USD').trim().split('\n');
    expect(plain[0]).toBe('wacc,terminal_growth,implied_price_per_share_USD');
    expect(plain).toHaveLength(26);
    const lines = sensitivityCsv(grid.value, 'USD', [
      ['title', 'Sensitivity'],
      ['company', '=Evil, Inc.'],
    ]).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'title,Sensitivity',
      `company,"'=Evil, Inc."`,
      '',
      'wacc,terminal_growth,implied_price_per_share_USD',
    ]);
    expect(lines[4]?.split(',')).toHaveLength(3);
  });
});

describe('sensitivity settings', () => {
  const valid: TSensitivityConfig = {
    axes: [
      { variable: 'wacc', steps: 5, gap: 0.005 },
      { variable: 'revenue_growth', steps: 3, gap: 0.01, start: 0.05 },
    ],
    timeframe: { fromYear: 2, toYear: 4 },
  };

  it('is the settings’ own shape: snake_case on the wire, accepted by the contract', () => {
    const wire = toSensitivitySetting(valid);
    expect(wire.timeframe).toEqual({ from_year: 2, to_year: 4 });
    expect(ZModelSettingsSchema.parse({ sensitivity: wire }).sensitivity).toEqual(wire);
    expect(validateSensitivity(valid, 'en')).toEqual([]);
  });

  it('keeps a timeframe only where it applies (revenue growth, gross margin)', () => {
    const rates = { ...valid, axes: [{ variable: 'wacc' as const, steps: 5, gap: 0.005 }] };
    expect(normalizeSensitivity(rates).timeframe).toBeNull();
    expect(normalizeSensitivity(valid).timeframe).toEqual({ fromYear: 2, toYear: 4 });
    expect(
      normalizeSensitivity({ ...valid, axes: [{ variable: 'wacc', steps: 3, gap: 0.01, start: undefined }] }).axes[0],
    ).toEqual({
      variable: 'wacc',
      steps: 3,
      gap: 0.01,
    });
  });

  it('words each broken rule in the reader’s language, at the field it belongs to', () => {
    const broken: TSensitivityConfig = {
      axes: [
        { variable: 'revenue_growth', steps: 5, gap: 0 },
        { variable: 'revenue_growth', steps: 30, gap: 0.2, start: 2 },
      ],
      timeframe: { fromYear: 4, toYear: 2 },
    };
    const issues = validateSensitivity(broken, 'es');
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'axes.0.gap', message: VALIDATION_MESSAGES.sensitivity_gap_range.es },
        { path: 'axes.1.gap', message: VALIDATION_MESSAGES.sensitivity_gap_range.es },
        { path: 'axes.1.steps', message: VALIDATION_MESSAGES.sensitivity_steps_range.es },
        { path: 'axes.1.start', message: VALIDATION_MESSAGES.sensitivity_start_range.es },
        { path: 'axes', message: VALIDATION_MESSAGES.sensitivity_variables_repeated.es },
        { path: 'timeframe', message: VALIDATION_MESSAGES.period_order.es },
      ]),
    );
    expect(validateSensitivity(broken, 'zh').find((issue) => issue.path === 'timeframe')?.message).toBe(
      VALIDATION_MESSAGES.period_order.zh,
    );
  });
});

describe('the model’s own point', () => {
  const input = tidyModelInput();
  const model = runModel(input);
  if (!model.ok) throw new Error(model.error.message);
  const wacc = model.value.discountRate.value;
  const pointOf = (config: TSensitivityConfig) => {
    const grid = runGrid(input, config);
    if (!grid.ok) throw new Error(grid.error.message);
    return { grid: grid.value, point: modelPoint(grid.value, input, model.value, config) };
  };

  it('is the centre of axes centred on the model with odd steps, and its price is the model’s', () => {
    const { grid, point } = pointOf(DEFAULT_SENSITIVITY);
    expect(point.map((axis) => [axis.position, axis.index])).toEqual([
      ['on', 2],
      ['on', 2],
    ]);
    expect(point[0]?.value).toBe(wacc);
    expect(grid.prices[flatIndex(grid, [2, 2])]).toBeCloseTo(model.value.dcf.bridge.valuePerShare, 8);
  });

  it('follows a start point: on the point the gaps reach it from', () => {
    const config: TSensitivityConfig = {
      axes: [
        { variable: 'wacc', steps: 5, gap: 0.005, start: wacc - 0.005 },
        { variable: 'revenue_growth', steps: 3, gap: 0.01, start: 0.08 },
      ],
      timeframe: null,
    };
    const { grid, point } = pointOf(config);
    expect(point.map((axis) => [axis.position, axis.index])).toEqual([
      ['on', 1],
      ['on', 2],
    ]);
    expect(grid.prices[flatIndex(grid, [1, 2])]).toBeCloseTo(model.value.dcf.bridge.valuePerShare, 6);
  });

  it('says when it falls between points or outside the grid', () => {
    const between = pointOf({ axes: [{ variable: 'wacc', steps: 4, gap: 0.005 }], timeframe: null });
    expect(between.point[0]).toMatchObject({ position: 'between', index: null });
    const outside = pointOf({ axes: [{ variable: 'wacc', steps: 3, gap: 0.005, start: 0.12 }], timeframe: null });
    expect(outside.point[0]).toMatchObject({ position: 'outside', index: null, value: wacc });
  });
});

describe('report lines atop the image', () => {
  it('wraps a long line at spaces, and Chinese by width', async () => {
    const { wrapLine } = await import('./sensitivity-chart');
    expect(wrapLine('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapLine('short', 9)).toEqual(['short']);
    expect(wrapLine('模型自身取值位于此网格之外', 10)).toEqual(['模型自身取', '值位于此网', '格之外']);
  });
});
