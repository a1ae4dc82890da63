/**
 * Rounding, one module for every layer. Two rules, because two have always been in use and every
 * answer must stay as it is:
 * - `roundTo`: half away from zero on the number as written in decimal. Every spoken number, and the
 *   structured fields that repeat a spoken one (anchor distance and bearing, route bearing, entity states).
 * - `roundBinary`: `Math.round` on value x 10^decimals, halves toward +infinity on the binary product.
 *   Structured fields the speech does not repeat (AIS and search-and-rescue ranges and bearings, wind,
 *   barometer and air-history figures), the demo vessel's values and the usage log.
 * The two differ only on halves: roundTo(-2.5, 0) = -3 and roundBinary(-2.5, 0) = -2;
 * roundTo(1.005, 2) = 1.01 and roundBinary(1.005, 2) = 1 (1.005 x 100 is 100.49999999999999). Neither returns -0.
 */

/** `roundTo`'s formats for the rare values it leaves to Intl (exponent forms), built on first use. */
const rounders = new Map<number, Intl.NumberFormat>();
function rounder(decimals: number): Intl.NumberFormat {
  let nf = rounders.get(decimals);
  if (!nf) {
    nf = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      roundingMode: 'halfExpand',
    });
    rounders.set(decimals, nf);
  }
  return nf;
}

/** 10^0 .. 10^20, all exact doubles (every power of ten up to 10^22 is). */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20];

/**
 * Rounds `value` to at most `decimals` decimals, half away from zero on its decimal form, and returns
 * a plain number (never -0). Unit conversions leave binary noise (291.15 K - 273.15 = 17.99999999999997),
 * so the value is first cut to 12 significant digits: halves are judged on the number a person would write.
 * roundTo(0.05, 1) = 0.1; roundTo(2.25, 1) = 2.3; roundTo(-0.04, 1) = 0; roundTo(1.005, 2) = 1.01.
 * Throws RangeError for a non-finite value or a bad decimals count.
 *
 * Why the fast paths are exact: let D be |value| cut to 12 significant digits (toPrecision(12)) and R the
 * integer D * 10^decimals rounded half up; the result is Number(R / 10^decimals), and since R < 2^53 and
 * 10^k (k <= 22) are exact doubles, IEEE division R / 10^k is that correctly rounded number. (1) Without
 * strings: s = |value| * 10^decimals is within 5.0002e-12 * s of D * 10^decimals (cut <= 5e-12 relative,
 * product <= 2^-53), so when s's fraction is farther than s * 1e-11 from one half, the side of the half
 * (hence R = floor(s) or floor(s) + 1) is certain. (2) Otherwise R is read from the digits of D itself.
 * Only exponent forms (below 1e-6 or from 1e12 up, rare) go through Intl as before.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`roundTo: not a finite number: ${String(value)}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) throw new RangeError(`roundTo: decimals must be an integer 0..20, got ${decimals}`);
  const a = Math.abs(value);
  const scale = POW10[decimals]!;
  const s = a * scale;
  if (s < 0.49) return 0; // D * 10^decimals < 0.5 (also covers 0, -0 and subnormal products)
  if (s < 4e15) {
    const n = Math.floor(s);
    const f = s - n; // exact
    const m = s * 1e-11;
    // fl() is monotonic, so fl(f + m) < 0.5 proves f + m < 0.5 exactly (and likewise for > 0.5).
    const r = f + m < 0.5 ? n : f - m > 0.5 ? n + 1 : -1;
    if (r === 0) return 0;
    if (r > 0) return value < 0 ? -r / scale : r / scale;
  }
  const p = a.toPrecision(12);
  if (p.indexOf('e') < 0) {
    // "ddd.ddd", "0.000ddd" or (1e11..1e12) "dddddddddddd": 12 significant digits, fraction <= 17 digits.
    let dot = p.indexOf('.');
    if (dot < 0) dot = p.length;
    const fracLen = p.length - dot - 1;
    const k = fracLen > decimals ? decimals : fracLen < 0 ? 0 : fracLen;
    let r = 0; // < 10^12 before the carry: at most 12 significant digits
    for (let i = 0; i < dot; i++) r = r * 10 + (p.charCodeAt(i) - 48);
    for (let i = dot + 1, end = dot + 1 + k; i < end; i++) r = r * 10 + (p.charCodeAt(i) - 48);
    if (k < fracLen && p.charCodeAt(dot + 1 + k) >= 53 /* '5' */) r += 1;
    if (r === 0) return 0;
    const q = r / POW10[k]!;
    return value < 0 ? -q : q;
  }
  const clean = value === 0 ? 0 : Number(value.toPrecision(12));
  const rounded = Number(rounder(decimals).format(clean));
  return rounded === 0 ? 0 : rounded;
}

/**
 * `Math.round(value * 10^decimals) / 10^decimals`, never -0: halves toward +infinity, judged on the
 * binary product (roundBinary(2.5, 0) = 3, roundBinary(-2.5, 0) = -2, roundBinary(1.005, 2) = 1).
 * NaN and infinities pass through; `decimals` is a whole number (negative rounds to tens, hundreds...).
 */
export function roundBinary(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
}
