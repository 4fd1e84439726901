import type { TModelAssumptionsInput } from '@app/contract';
import { DAYS_DRIVERS, LIFE_DRIVERS, MONEY_DRIVERS, RATE_DRIVERS, type TModel, type TModelInput } from '@app/valuation';

/** A value of the data sheet that holds for the whole model (its time context is `model`). */
export type TScalarItem = {
  id: string;
  group: 'discount_rate' | 'terminal' | 'driver';
  unit: 'rate' | 'years' | 'shares' | 'multiple' | 'money';
  /** The value in the model as valued; undefined when the model does not use the item. */
  read(input: TModelInput, model: TModel): number | undefined;
  /** The saved assumptions with the item set, starting from the model's effective ones; undefined when the item is computed in this model. */
  write?(input: TModelInput, assumptions: TModelAssumptionsInput, value: number): TModelAssumptionsInput | undefined;
  /** Whether the user's saved assumptions set it (else it is the engine's or the model's default). */
  isSaved(saved: TModelAssumptionsInput | null): boolean;
};

type TCapm = Extract<TModelInput['discountRate'], { capm: unknown }>['capm'];
const CAPM_PARTS = [
  'riskFreeRate',
  'beta',
  'marketRiskPremium',
  'sizePremium',
  'countryPremium',
  'costOfEquity',
  'preTaxCostOfDebt',
] as const;

function capmOf(input: TModelInput): TCapm | undefined {
  return 'capm' in input.discountRate ? input.discountRate.capm : undefined;
}

const discountRateSaved = (saved: TModelAssumptionsInput | null) => saved?.discountRate !== undefined;

/**
 * The model-wide values a change may set: the discount rate (a WACC given as such, or the parts of
 * its CAPM build-up; a WACC built by CAPM is computed, not set), the terminal value's growth or
 * multiple, the assets' lives and the share count.
 */
export const SCALAR_ITEMS: readonly TScalarItem[] = [
  {
    id: 'wacc',
    group: 'discount_rate',
    unit: 'rate',
    read: (_input, model) => model.discountRate.value,
    write: (input, assumptions, value) =>
      'wacc' in input.discountRate ? { ...assumptions, discountRate: { wacc: value } } : undefined,
    isSaved: discountRateSaved,
  },
  ...CAPM_PARTS.map(
    (part): TScalarItem => ({
      id: part,
      group: 'discount_rate',
      unit: part === 'beta' ? 'multiple' : 'rate',
      read: (input) => {
        const capm = capmOf(input) as Record<string, number> | undefined;
        return capm?.[part];
      },
      write: (input, assumptions, value) => {
        const capm = capmOf(input) as Record<string, number> | undefined;
        if (!capm) return undefined;
        // A premium may be added to a CAPM build-up; a given cost of equity has none.
        const isPremium = part === 'sizePremium' || part === 'countryPremium';
        const canSet = isPremium ? !('costOfEquity' in capm) : part in capm;
        if (!canSet) return undefined;
        return { ...assumptions, discountRate: { capm: { ...capm, [part]: value } } } as TModelAssumptionsInput;
      },
      isSaved: discountRateSaved,
    }),
  ),
  {
    id: 'terminalGrowth',
    group: 'terminal',
    unit: 'rate',
    read: (input) => (input.terminal.method === 'perpetuity' ? input.terminal.growth : undefined),
    write: (input, assumptions, value) =>
      input.terminal.method === 'perpetuity'
        ? { ...assumptions, terminal: { ...input.terminal, growth: value } }
        : undefined,
    isSaved: (saved) => saved?.terminal !== undefined,
  },
  {
    id: 'exitMultiple',
    group: 'terminal',
    unit: 'multiple',
    read: (input) => (input.terminal.method === 'exit_multiple' ? input.terminal.multiple : undefined),
    write: (input, assumptions, value) =>
      input.terminal.method === 'exit_multiple'
        ? { ...assumptions, terminal: { method: 'exit_multiple', multiple: value } }
        : undefined,
    isSaved: (saved) => saved?.terminal !== undefined,
  },
  ...LIFE_DRIVERS.map(
    (life): TScalarItem => ({
      id: life,
      group: 'driver',
      unit: 'years',
      read: (_input, model) => model.drivers[life].value,
      write: (input, assumptions, value) => ({
        ...assumptions,
        drivers: { ...effectiveDrivers(input, assumptions), [life]: value },
      }),
      isSaved: (saved) => saved?.drivers?.[life] !== undefined,
    }),
  ),
  {
    id: 'shares',
    group: 'driver',
    unit: 'shares',
    read: (_input, model) => model.shares.value,
    write: (_input, assumptions, value) => ({ ...assumptions, shares: value }),
    isSaved: (saved) => saved?.shares !== undefined,
  },
];

/** The per-year drivers, in the data sheet's order, with their units. */
export const PER_YEAR_ITEMS = [
  ...RATE_DRIVERS.map((id) => ({ id, unit: 'rate' as const })),
  ...DAYS_DRIVERS.map((id) => ({ id, unit: 'days' as const })),
  ...MONEY_DRIVERS.map((id) => ({ id, unit: 'money' as const })),
];
export type TPerYearItemId = (typeof PER_YEAR_ITEMS)[number]['id'];

/**
 * The drivers a save starts from: the saved ones if the user saved any (a save replaces the
 * model's default overrides as a whole), else the model's default overrides.
 */
export function effectiveDrivers(
  input: TModelInput,
  assumptions: TModelAssumptionsInput,
): NonNullable<TModelAssumptionsInput['drivers']> {
  return { ...((assumptions.drivers ?? input.drivers ?? {}) as NonNullable<TModelAssumptionsInput['drivers']>) };
}
