import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';

/**
 * The demo professional's two bar schedules (issue 19): a single-storey
 * house's footings, then its columns, ring beams and lintels, as a design
 * office draws them. Every row can be made: dimensions are outside
 * dimensions in multiples of 5 mm, end legs at least P and legs between two
 * bends at least 4d straight, cut lengths within the 12 m bar
 * (../shared/reference/rebar-schedules.md, "Minimum scheduling radius r,
 * former diameter M, end projection P"); links 140 × 140 are a 20 × 20
 * section less 30 mm of cover each side. seed.test.ts checks every row is
 * sound and priced in the account's territory.
 */
const row = (
  member: string,
  mark: string,
  diameter: number,
  shape_code: string,
  dimensions: BarScheduleRowInput['dimensions'],
  members: number,
  bars_per_member: number,
): BarScheduleRowInput => ({ member, mark, diameter, shape_code, dimensions, members, bars_per_member });

export interface SeedSchedule {
  /** days before the seed's clock */
  daysAgo: number;
  header: { job_site: string; drawing: string; title: string };
  rows: BarScheduleRowInput[];
}

const JOB_SITE = 'Maison Jean-Baptiste, Petit-Bourg';

export const demoSchedules: SeedSchedule[] = [
  {
    daysAgo: 9,
    header: { job_site: JOB_SITE, drawing: 'BA-01 ind. B', title: 'Fondations : semelles et longrines' },
    rows: [
      row('Semelle filante SF1 (50 × 25)', '1', 10, '00', { A: 6000 }, 1, 24),
      row('Semelle filante SF1 (50 × 25)', '2', 8, '21', { A: 150, B: 430, C: 150 }, 1, 160),
      row('Semelle filante SF1 (50 × 25)', '3', 10, '11', { A: 600, B: 600 }, 1, 16),
      row('Semelle filante SF2 (40 × 25)', '4', 10, '00', { A: 4500 }, 1, 12),
      row('Semelle filante SF2 (40 × 25)', '5', 8, '21', { A: 150, B: 330, C: 150 }, 1, 90),
      row('Semelle isolée S1 (80 × 80 × 30)', '6', 10, '21', { A: 200, B: 700, C: 200 }, 6, 10),
      row('Semelle isolée S2 (100 × 100 × 35)', '7', 12, '21', { A: 250, B: 900, C: 250 }, 2, 14),
      row('Longrine L1 (20 × 40)', '8', 12, '00', { A: 6000 }, 1, 16),
      row('Longrine L1 (20 × 40)', '9', 6, '51', { A: 140, B: 340, C: 110 }, 1, 120),
      row('Longrine L1 (20 × 40)', '10', 12, '11', { A: 500, B: 500 }, 1, 16),
      row('Longrine L2 (20 × 40)', '11', 10, '00', { A: 3500 }, 1, 8),
      row('Attentes poteaux P1', '12', 12, '11', { A: 1000, B: 300 }, 6, 4),
      row('Attentes poteaux P1', '13', 6, '51', { A: 140, B: 140, C: 110 }, 6, 4),
    ],
  },
  {
    daysAgo: 6,
    header: { job_site: JOB_SITE, drawing: 'BA-02 ind. A', title: 'Poteaux, chaînages et linteaux' },
    rows: [
      row('Poteau P1 (20 × 20)', '1', 12, '00', { A: 3100 }, 6, 4),
      row('Poteau P1 (20 × 20)', '2', 6, '51', { A: 140, B: 140, C: 110 }, 6, 18),
      row('Poteau d’angle P2 (20 × 20)', '3', 12, '11', { A: 3000, B: 300 }, 2, 4),
      row('Chaînage CH1 (20 × 20)', '4', 10, '00', { A: 6000 }, 1, 32),
      row('Chaînage CH1 (20 × 20)', '5', 6, '51', { A: 140, B: 140, C: 110 }, 1, 200),
      row('Chaînage CH1 (20 × 20)', '6', 10, '11', { A: 500, B: 500 }, 1, 16),
      row('Linteau LT1 (20 × 30)', '7', 12, '00', { A: 1800 }, 4, 2),
      row('Linteau LT1 (20 × 30)', '8', 10, '00', { A: 1800 }, 4, 2),
      row('Linteau LT1 (20 × 30)', '9', 6, '51', { A: 140, B: 240, C: 110 }, 4, 10),
      row('Poutre PT1 (20 × 40)', '10', 14, '00', { A: 5400 }, 1, 3),
      row('Poutre PT1 (20 × 40)', '11', 10, '00', { A: 5400 }, 1, 2),
      row('Poutre PT1 (20 × 40)', '12', 8, '51', { A: 140, B: 340, C: 115 }, 1, 28),
    ],
  },
];
