/**
 * Deterministic randomness for the demo: a small seeded PRNG and smooth "wobbles" (sums of
 * sinusoids with seeded phases) that give natural-looking variation as a pure function of time,
 * so the values don't depend on how often the simulation is ticked.
 */

/** A 32-bit seeded generator (SplitMix32-style mixing). Returns floats in [0, 1). */
export class Prng {
  private state: number;

  constructor(seed: number) {
    // Any finite number is a valid seed; fold it to 32 bits.
    this.state = (Math.trunc(Number.isFinite(seed) ? seed : 0) ^ 0x5bd1e995) >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z / 0x100000000;
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
}

/**
 * A smooth signal: Σ amplitude · sin(2π t / period + phase). Phases come from the PRNG at
 * construction. Its value is bounded by the sum of the amplitudes.
 */
export class Wobble {
  private readonly parts: { period: number; amp: number; phase: number }[];

  /** @param components [period in seconds, amplitude] pairs. */
  constructor(rng: Prng, components: readonly (readonly [number, number])[]) {
    this.parts = components.map(([period, amp]) => ({ period, amp, phase: rng.range(0, 2 * Math.PI) }));
  }

  /** Value at t seconds. */
  at(t: number): number {
    let v = 0;
    for (const p of this.parts) v += p.amp * Math.sin((2 * Math.PI * t) / p.period + p.phase);
    return v;
  }

  /** Sum of the amplitudes: the largest |at(t)| can be. */
  get bound(): number {
    return this.parts.reduce((s, p) => s + Math.abs(p.amp), 0);
  }
}
