/**
 * Bet steps a player clicks through: 1, 2, 5 x powers of ten (in minor units) whose
 * stake (`step x multiplier`, e.g. 20 lines) lies within the game's limits. Round
 * figures read well in every currency; the limits come from the session.
 */
export function betSteps(min: number, max: number, multiplier = 1): number[] {
  const steps: number[] = [];
  for (let power = 1; power <= 1e12; power *= 10) {
    for (const digit of [1, 2, 5]) {
      const step = digit * power;
      const stake = step * multiplier;
      if (stake > max) return steps;
      if (stake >= min) steps.push(step);
    }
  }
  return steps;
}

/** The step closest to `wanted` (the smallest when nothing is), so a default always exists. */
export function nearestStep(steps: readonly number[], wanted: number): number {
  let best = steps[0] ?? wanted;
  for (const step of steps) {
    if (Math.abs(step - wanted) < Math.abs(best - wanted)) best = step;
  }
  return best;
}
