/**
 * A Gaussian mixture with diagonal covariances, fitted by EM from a seeded k-means++ start, scored by
 * BIC — what RAGFlow does with scikit-learn's `GaussianMixture` (there with full covariances, on at most
 * 12 UMAP dimensions; diagonal keeps the parameter count, and so BIC, sane on few points).
 */

export type TGaussianMixture = {
  k: number;
  /** Per point, the probability of each component. */
  responsibilities: number[][];
  logLikelihood: number;
  bic: number;
};

const MAX_EM_ITERATIONS = 100;
const KMEANS_ITERATIONS = 10;
/** Per-point change of the log-likelihood under which EM has converged (scikit-learn's default `tol`). */
const TOLERANCE = 1e-3;
/** Variance floor as a share of the data's mean variance: keeps a one-point component from a zero variance. */
const VARIANCE_FLOOR = 1e-3;

export function fitGaussianMixture(points: readonly number[][], k: number, random: () => number): TGaussianMixture {
  const n = points.length;
  const d = points[0]?.length ?? 0;
  const floor = VARIANCE_FLOOR * Math.max(meanVariance(points, d), 1e-12);
  let means = kMeansCentres(points, k, random);
  let variances = means.map(() => new Array<number>(d).fill(meanVariance(points, d) + floor));
  let weights = new Array<number>(k).fill(1 / k);
  let responsibilities: number[][] = [];
  let logLikelihood = Number.NEGATIVE_INFINITY;

  for (let iteration = 0; iteration < MAX_EM_ITERATIONS; iteration++) {
    const expectation = expectationStep(points, means, variances, weights);
    responsibilities = expectation.responsibilities;
    const converged = Math.abs(expectation.logLikelihood - logLikelihood) / n < TOLERANCE;
    logLikelihood = expectation.logLikelihood;
    if (converged) break;
    ({ means, variances, weights } = maximisationStep(points, responsibilities, k, d, floor));
  }
  const parameters = k * d * 2 + (k - 1);
  return { k, responsibilities, logLikelihood, bic: -2 * logLikelihood + parameters * Math.log(n) };
}

function expectationStep(points: readonly number[][], means: number[][], variances: number[][], weights: number[]) {
  let logLikelihood = 0;
  const logNorms = variances.map((vars) => vars.reduce((sum, v) => sum + Math.log(2 * Math.PI * v), 0));
  const responsibilities = points.map((x) => {
    const logs = means.map((mean, c) => {
      let distance = 0;
      for (let j = 0; j < x.length; j++) distance += (x[j]! - mean[j]!) ** 2 / variances[c]![j]!;
      return Math.log(weights[c]! || 1e-300) - 0.5 * (logNorms[c]! + distance);
    });
    const max = Math.max(...logs);
    const total = logs.reduce((sum, value) => sum + Math.exp(value - max), 0);
    logLikelihood += max + Math.log(total);
    return logs.map((value) => Math.exp(value - max) / total);
  });
  return { responsibilities, logLikelihood };
}

function maximisationStep(
  points: readonly number[][],
  responsibilities: number[][],
  k: number,
  d: number,
  floor: number,
) {
  const n = points.length;
  const totals = Array.from({ length: k }, (_, c) => responsibilities.reduce((sum, r) => sum + r[c]!, 0) + 1e-10);
  const means = totals.map((total, c) => {
    const mean = new Array<number>(d).fill(0);
    points.forEach((x, i) => {
      const r = responsibilities[i]![c]!;
      for (let j = 0; j < d; j++) mean[j]! += (r * x[j]!) / total;
    });
    return mean;
  });
  const variances = totals.map((total, c) => {
    const variance = new Array<number>(d).fill(floor);
    points.forEach((x, i) => {
      const r = responsibilities[i]![c]!;
      for (let j = 0; j < d; j++) variance[j]! += (r * (x[j]! - means[c]![j]!) ** 2) / total;
    });
    return variance;
  });
  return { means, variances, weights: totals.map((total) => total / n) };
}

/** k-means++ seeding then a few Lloyd rounds: the starting means of EM. */
function kMeansCentres(points: readonly number[][], k: number, random: () => number): number[][] {
  const centres = [[...points[Math.floor(random() * points.length)]!]];
  while (centres.length < k) {
    const distances = points.map((x) => Math.min(...centres.map((c) => squaredDistance(x, c))));
    const total = distances.reduce((sum, value) => sum + value, 0);
    let target = random() * total;
    let chosen = distances.findIndex((value) => {
      target -= value;
      return target < 0;
    });
    if (chosen < 0 || total === 0) chosen = centres.length % points.length;
    centres.push([...points[chosen]!]);
  }
  for (let round = 0; round < KMEANS_ITERATIONS; round++) {
    const sums = centres.map((c) => ({ sum: new Array<number>(c.length).fill(0), count: 0 }));
    for (const x of points) {
      let best = 0;
      centres.forEach((c, i) => {
        if (squaredDistance(x, c) < squaredDistance(x, centres[best]!)) best = i;
      });
      sums[best]!.count++;
      x.forEach((value, j) => {
        sums[best]!.sum[j]! += value;
      });
    }
    sums.forEach(({ sum, count }, i) => {
      if (count > 0) centres[i] = sum.map((value) => value / count);
    });
  }
  return centres;
}

function meanVariance(points: readonly number[][], d: number): number {
  if (points.length === 0 || d === 0) return 0;
  let total = 0;
  for (let j = 0; j < d; j++) {
    const mean = points.reduce((sum, x) => sum + x[j]!, 0) / points.length;
    total += points.reduce((sum, x) => sum + (x[j]! - mean) ** 2, 0) / points.length;
  }
  return total / d;
}

function squaredDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += (a[j]! - b[j]!) ** 2;
  return sum;
}
