/**
 * Printed account names reduced to a comparable form: lower case, traditional Chinese folded to
 * simplified, footnote markers, numbering ("一、", "(1)", "1."), "其中：", "加：", "减：", "Less:",
 * "Total" and fill-in instructions ("（损失以“－”号填列）") removed.
 */

/** Traditional characters that appear in statement line names, with their simplified forms. */
const TRADITIONAL =
  '資资產产負负債债現现淨净額额營营業业費费稅税潤润權权總总計计歸归屬属於于東东損损應应帳账貨货幣币動动購购處处長长償偿還还務务發发銷销數数餘余簡简報报權权'
    .match(/../g)
    ?.map((pair): [string, string] => [pair.charAt(0), pair.charAt(1)]) ?? [];
const EXTRA: [string, string][] = [
  ['據', '据'],
  ['經', '经'],
  ['們', '们'],
  ['與', '与'],
  ['減', '减'],
  ['準', '准'],
  ['備', '备'],
  ['攤', '摊'],
  ['銷', '销'],
  ['舊', '旧'],
  ['廠', '厂'],
  ['設', '设'],
  ['備', '备'],
  ['無', '无'],
  ['形', '形'],
  ['專', '专'],
  ['項', '项'],
  ['預', '预'],
  ['結', '结'],
  ['轉', '转'],
  ['勞', '劳'],
  ['擔', '担'],
  ['價', '价'],
  ['當', '当'],
  ['內', '内'],
  ['兌', '兑'],
  ['匯', '汇'],
  ['響', '响'],
  ['響', '响'],
  ['變', '变'],
  ['註', '注'],
  ['關', '关'],
  ['聯', '联'],
  ['營', '营'],
  ['產', '产'],
  ['權', '权'],
  ['實', '实'],
  ['際', '际'],
  ['額', '额'],
  ['現', '现'],
  ['證', '证'],
  ['券', '券'],
  ['擁', '拥'],
  ['從', '从'],
  ['來', '来'],
  ['為', '为'],
  ['歸', '归'],
  ['屬', '属'],
  ['級', '级'],
  ['儲', '储'],
  ['邊', '边'],
  ['進', '进'],
  ['貸', '贷'],
  ['給', '给'],
  ['付', '付'],
  ['買', '买'],
  ['賣', '卖'],
  ['贖', '赎'],
  ['員', '员'],
  ['職', '职'],
  ['薪', '薪'],
  ['酬', '酬'],
  ['繳', '缴'],
  ['盈', '盈'],
  ['虧', '亏'],
  ['擬', '拟'],
  ['條', '条'],
  ['兩', '两'],
  ['個', '个'],
  ['體', '体'],
  ['團', '团'],
  ['單', '单'],
  ['位', '位'],
  ['籌', '筹'],
  ['資', '资'],
  ['營', '营'],
  ['運', '运'],
  ['獲', '获'],
  ['取', '取'],
  ['處', '处'],
];
const MORE: [string, string][] = [
  ['釋', '释'],
  ['絕', '绝'],
  ['錢', '钱'],
  ['區', '区'],
  ['價', '价'],
  ['當', '当'],
  ['處', '处'],
];
const FOLD = new Map<string, string>([...TRADITIONAL, ...EXTRA, ...MORE]);

const CJK = '\\u3400-\\u9fff';
const CHINESE_NUMBER = '[一二三四五六七八九十]+';

/** Folds traditional Chinese characters that matter for line names to their simplified forms. @internal */
export function foldChinese(text: string): string {
  let out = '';
  for (const char of text) out += FOLD.get(char) ?? char;
  return out;
}

/**
 * Normalizes a printed account name for matching.
 * @example normalizeLabel('  二、营业总成本') // '营业总成本'
 * @example normalizeLabel('Total net sales (1)') // 'net sales'
 * @internal
 */
export function normalizeLabel(label: string): string {
  const known = CACHE.get(label);
  if (known !== undefined) return known;
  const normalized = normalize(label);
  if (CACHE.size > 20_000) CACHE.clear();
  CACHE.set(label, normalized);
  return normalized;
}

/** Names repeat across tables and statement types; normalizing is pure, so it is remembered. */
const CACHE = new Map<string, string>();

function normalize(label: string): string {
  let text = foldChinese(label.normalize('NFKC'))
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Chinese fill-in instructions: (损失以"-"号填列), (亏损总额以"-"号填列), (净亏损以"-"号填列)
  text = text.replace(/[(（][^()（）]*(?:填列|号)[^()（）]*[)）]/g, '');
  text = text.replace(new RegExp(`([${CJK}])\\s+(?=[${CJK}])`, 'g'), '$1');
  for (let guard = 0; guard < 4; guard++) {
    const before = text;
    text = text
      .replace(new RegExp(`^(?:${CHINESE_NUMBER}[、.．]|[(（]${CHINESE_NUMBER}[)）]、?)\\s*`), '')
      .replace(/^(?:\d{1,2}[.．、)）]|[(（]\d{1,2}[)）]|[a-z][.)]\s)\s*/, '')
      .replace(/^(?:其中|加|减|减去|含|包括)\s*[:：]\s*/, '')
      .replace(/^(?:less|add|plus|of which|including)\s*[:：]\s*/, '')
      .replace(/\s*\((?:note|notes|附注)?\s*[\d,a-z ]{1,8}\)\s*$/, '') // footnote markers "(1)", "(a)", "(Note 12)"
      .replace(/\s*[*†‡§]+$/, '')
      .replace(/\s*[:：]$/, '')
      .trim();
    if (text === before) break;
  }
  text = text.replace(/^total\s+/, '').replace(/\s+total$/, '');
  text = text.replace(/\s&\s/g, ' and ');
  // "Property, plant and equipment — net", "Equity income (loss) — net"
  text = text.replace(/\s+[—–]\s+|\s*[—–]\s*(?=net$)/g, ', ');
  return text
    .replace(/[,，]\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}
