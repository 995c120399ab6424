/**
 * Every amount a screen reader says on a journey, held against the figures the API gave for it. A transcript
 * says what was heard; this says whether what was heard is true: "$33.85 each by eCheck or wire" must be a
 * figure the API priced that product, line or total at for that way of paying, not merely a number that
 * reads well. Amounts written "$…" in a transcript (said after the clock moved on) are not checked.
 */

/** The way of paying a figure is for; a figure with none (a spot price, a shipping charge) is the same for both. */
export type Method = 'eCheck' | 'card';

export interface Figure {
  cents: number;
  method?: Method;
  /** What the figure is, named in a failure: "tier 1–19, by card". */
  what: string;
}

export interface SaidAmount {
  cents: number;
  method?: Method;
  /** The utterance it was heard in. */
  line: string;
}

/** Card and PayPal pay 4.2 percent more than eCheck and wire (the spec's surcharge), rounded to the cent. */
export const byCard = (eCheckCents: number): number => Math.round(eCheckCents * 1.042);

/** Dollars as the API sends them, in cents. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

const AMOUNT = /([+−-]?)\$(\d{1,3}(?:,\d{3})*(?:\.\d\d)?)/g;
const METHOD_WORDS: [RegExp, Method][] = [
  [/\bby eCheck or wire\b/, 'eCheck'],
  [/\bby card or PayPal\b/, 'card'],
];
/** How far ahead the words of a figure's method may come, where the figure is an utterance of its own ("$33.85", "end of strong", "by eCheck or wire"). */
const METHOD_LOOKAHEAD = 3;

const methodIn = (text: string): Method | undefined => METHOD_WORDS.find(([words]) => words.test(text))?.[1];

/**
 * Each amount said, with the way of paying said after it: on its own line up to the next amount, or, for an
 * amount said alone, in the next few utterances before another amount.
 */
export function amountsSaid(lines: readonly string[]): SaidAmount[] {
  const said: SaidAmount[] = [];
  lines.forEach((line, index) => {
    const found = [...line.matchAll(AMOUNT)];
    found.forEach((match, k) => {
      const sign = match[1] === '' || match[1] === '+' ? 1 : -1;
      const after = line.slice((match.index ?? 0) + match[0].length, found[k + 1]?.index ?? line.length);
      let method = methodIn(after);
      if (!method && after.trim() === '' && k === found.length - 1) {
        for (const next of lines.slice(index + 1, index + 1 + METHOD_LOOKAHEAD)) {
          if (next.includes('$')) break;
          method = methodIn(next);
          if (method) break;
        }
      }
      said.push({ cents: sign * cents(Number((match[2] ?? '').replaceAll(',', ''))), method, line });
    });
  });
  return said;
}

const dollars = (c: number) => `${c < 0 ? '−' : ''}$${(Math.abs(c) / 100).toFixed(2)}`;

/**
 * The amounts said that are no figure the API gave: an amount said with its way of paying must be a figure
 * for that way (or one the same for both); one said without must be some figure. Each is named with the
 * figures nearest to it, so a failure says what the screen reader should have said.
 */
export function amountsNotGiven(said: readonly SaidAmount[], figures: readonly Figure[]): string[] {
  const forMethod = (method: Method | undefined) => figures.filter((f) => !method || !f.method || f.method === method);
  return said
    .filter(({ cents: c, method }) => !forMethod(method).some((f) => f.cents === c))
    .map(({ cents: c, method, line }) => {
      const nearest = forMethod(method)
        .sort((a, b) => Math.abs(a.cents - c) - Math.abs(b.cents - c))
        .filter((f, i, sorted) => f.cents !== sorted[i - 1]?.cents)
        .slice(0, 2)
        .map((f) => `${dollars(f.cents)} (${f.what})`)
        .join(' or ');
      return `"${line}" says ${dollars(c)}${method ? ` ${method === 'eCheck' ? 'by eCheck or wire' : 'by card or PayPal'}` : ''}; the API gave ${nearest || 'no figure'}`;
    });
}
