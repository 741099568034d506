// Pearson's chi-square goodness of fit and the few numbers the RTP checks need.

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  /** P(X >= statistic) for a chi-square variable with these degrees of freedom. */
  pValue: number;
}

/** Observed counts against equal expected counts (or the given expected ones). */
export function chiSquare(
  observed: readonly number[],
  expected?: readonly number[],
): ChiSquareResult {
  const total = observed.reduce((sum, n) => sum + n, 0);
  let statistic = 0;
  observed.forEach((count, i) => {
    const e = expected ? (expected[i] ?? 0) : total / observed.length;
    statistic += ((count - e) * (count - e)) / e;
  });
  const degreesOfFreedom = observed.length - 1;
  return {
    statistic,
    degreesOfFreedom,
    pValue: regularizedGammaQ(degreesOfFreedom / 2, statistic / 2),
  };
}

/** Q(a, x) = Γ(a, x) / Γ(a): series below a + 1, Lentz's continued fraction above. */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) return 1 - gammaPSeries(a, x);
  return gammaQContinuedFraction(a, x);
}

function gammaPSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < 10_000; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function gammaQContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** ln Γ(x), Lanczos (g = 7, 9 terms): about 15 significant digits for x > 0. */
export function logGamma(x: number): number {
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0] ?? 0;
  for (let i = 1; i < g + 2; i += 1) sum += (c[i] ?? 0) / (y + i);
  const t = y + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Running mean and variance (Welford), merged across workers with Chan's formula. */
export interface Moments {
  count: number;
  mean: number;
  m2: number;
}

export function emptyMoments(): Moments {
  return { count: 0, mean: 0, m2: 0 };
}

export function addSample(moments: Moments, value: number): void {
  moments.count += 1;
  const delta = value - moments.mean;
  moments.mean += delta / moments.count;
  moments.m2 += delta * (value - moments.mean);
}

export function mergeMoments(a: Moments, b: Moments): Moments {
  const count = a.count + b.count;
  if (count === 0) return emptyMoments();
  const delta = b.mean - a.mean;
  return {
    count,
    mean: a.mean + (delta * b.count) / count,
    m2: a.m2 + b.m2 + (delta * delta * a.count * b.count) / count,
  };
}

export function standardDeviation(moments: Moments): number {
  return moments.count > 1 ? Math.sqrt(moments.m2 / (moments.count - 1)) : 0;
}
