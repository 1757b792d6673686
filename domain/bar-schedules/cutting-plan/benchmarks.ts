/*
 * The benchmark instances of ../shared/reference/cutting-stock.md ("Benchmark
 * instances with known optima"), copied into instances/ (see its README.md):
 * each file with the fewest stock pieces it can be cut into, and the value of
 * its linear relaxation as the reference gives it. The tests and the bench
 * both solve them.
 */
export interface BenchmarkInstance {
  file: string;
  optimum: number;
  /** the LP's value, to the reference's precision */
  lp: number;
  /**
   * false where the reference names the instance as lacking the integer
   * round-up property (the optimum above ⌈LP⌉): one bar over it is then
   * accepted. None of these is: each is held to its optimum.
   */
  irup?: boolean;
}

/** Where the files are, from the repository's root. */
export const INSTANCES_FOLDER = 'domain/bar-schedules/cutting-plan/instances';

export const BENCHMARK_INSTANCES: readonly BenchmarkInstance[] = [
  { file: 'Falkenauer_u120_00.txt', optimum: 48, lp: 47.27 },
  { file: 'N1C1W1_A.txt', optimum: 25, lp: 24.75 },
  { file: 'N1C3W1_A.txt', optimum: 16, lp: 15.87 },
  { file: 'Waescher_TEST0005.txt', optimum: 28, lp: 27.994 },
  { file: 'Waescher_TEST0030.txt', optimum: 27, lp: 26.997 },
  { file: 'Waescher_TEST0058.txt', optimum: 20, lp: 19.996 },
  { file: 'Waescher_TEST0082.txt', optimum: 24, lp: 23.984 },
];
