import type { TChatSource } from '@app/contract';
import type { TOrigin } from '@app/market-data';
import type { TReportedSource, TStatementPeriod } from '@app/statements';

type TSourceInput = TChatSource extends infer S ? (S extends TChatSource ? Omit<S, 'ref'> : never) : never;

/**
 * The sources of one reply: each gets a short `ref` ("1", "2", …) the assistant cites, the same
 * source (a filing, a model, a series) keeping its first ref however many tools read it.
 */
export class SourceBook {
  private readonly byKey = new Map<string, TChatSource>();

  add(source: TSourceInput): TChatSource {
    const key = JSON.stringify({ ...source, periods: undefined });
    const known = this.byKey.get(key);
    if (known) {
      if (known.kind === 'filing' && source.kind === 'filing') {
        for (const period of source.periods) if (!known.periods.includes(period)) known.periods.push(period);
      }
      return known;
    }
    const added = { ...source, ref: String(this.byKey.size + 1) } as TChatSource;
    this.byKey.set(key, added);
    return added;
  }

  all(): TChatSource[] {
    return [...this.byKey.values()];
  }
}

/** The EDGAR filing index of an accession number (`0001045810-25-000023`). */
export function filingUrl(cik: number | null, accession: string | null): string | null {
  if (!cik || !accession || !/^\d{10}-\d{2}-\d{6}$/.test(accession)) return null;
  return `https://www.sec.gov/Archives/edgar/data/${cik}/${accession.replaceAll('-', '')}/${accession}-index.htm`;
}

/**
 * A market-data origin as a series source. A pack file is named within the pack (`prices/KO.csv`):
 * the server's own folders are nobody's business.
 */
export function seriesSource(
  series: string,
  ticker: string | null,
  asOf: string | null,
  origin: Pick<TOrigin, 'provider' | 'location'> | null,
): TSourceInput {
  return {
    kind: 'series',
    series,
    ticker,
    as_of: asOf,
    provider: origin?.provider ?? null,
    location: origin ? (origin.provider === 'pack' ? withinPack(origin.location) : origin.location) : null,
  };
}

/** A pack file's path from its folder in the pack (the pack's files are one folder deep). */
function withinPack(path: string): string {
  return path.split(/[\\/]/).slice(-2).join('/');
}

/** The filings the lines of these periods were read from (directly, or through a derivation's facts). */
export function filingSources(
  periods: readonly TStatementPeriod[],
  company: { ticker: string | null; cik: number | null },
  label: (period: TStatementPeriod) => string,
): Extract<TSourceInput, { kind: 'filing' }>[] {
  const found = new Map<string, { fact: TReportedSource; periods: Set<string> }>();
  for (const period of periods) {
    for (const statement of [period.income, period.balance, period.cash_flow]) {
      for (const line of Object.values(statement)) {
        if (!line) continue;
        const facts = line.source.kind === 'reported' ? [line.source] : (line.source.facts ?? []);
        for (const fact of facts) {
          const key = fact.accession ?? `${fact.form}:${fact.filed}`;
          const entry = found.get(key) ?? { fact, periods: new Set<string>() };
          entry.periods.add(label(period));
          found.set(key, entry);
        }
      }
    }
  }
  return [...found.values()]
    .sort((a, b) => (b.fact.filed ?? '').localeCompare(a.fact.filed ?? ''))
    .map(({ fact, periods: labels }) => ({
      kind: 'filing' as const,
      ticker: company.ticker,
      cik: company.cik,
      form: fact.form,
      accession: fact.accession,
      filed: fact.filed,
      periods: [...labels],
      url: filingUrl(company.cik, fact.accession),
    }));
}
