/**
 * The S&P 500 constituents list of the data pack (`reference/sp500_constituents.csv`): GICS sector
 * and sub-industry by CIK. Used only to choose peers; no figure comes from it.
 */

/** One S&P 500 member with its GICS classification. @public */
export type TGicsConstituent = { cik: number; symbol: string; name: string; sector: string; subIndustry: string };

/**
 * Parses `Symbol,Security,GICS Sector,GICS Sub-Industry,Headquarters Location,Date added,CIK,Founded`
 * (RFC 4180 quoting). Rows without a numeric CIK are skipped.
 * @public
 */
export function parseGicsConstituents(text: string): TGicsConstituent[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const col = (name: string) => header.indexOf(name);
  const [symbol, security, sector, sub, cik] = [
    col('Symbol'),
    col('Security'),
    col('GICS Sector'),
    col('GICS Sub-Industry'),
    col('CIK'),
  ];
  if ([symbol, security, sector, sub, cik].some((index) => index < 0)) return [];
  return rows.flatMap((row) => {
    const id = Number(row[cik]);
    if (!Number.isInteger(id) || id <= 0) return [];
    return [
      {
        cik: id,
        symbol: row[symbol] ?? '',
        name: row[security] ?? '',
        sector: row[sector] ?? '',
        subIndustry: row[sub] ?? '',
      },
    ];
  });
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((value) => value !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field);
  if (row.some((value) => value !== '')) rows.push(row);
  return rows;
}
