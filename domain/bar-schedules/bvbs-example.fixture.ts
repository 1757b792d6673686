import type { Bf2dRecord } from './bvbs';

/** The public example of ../shared/reference/rebar-schedules.md, "Bending machines: BVBS", as a line and as the record it holds (the tests of bvbs.ts and bvbs-decode.ts). */
export const EXAMPLE = 'BF2D@HjOCE-DEMO@r312@ib@p1@l1000@n10@e0.888@d12@gB500B@s48@v@Gl300@w90@l700@w0@C93@';
export const EXAMPLE_RECORD: Bf2dRecord = {
  project: 'OCE-DEMO',
  drawing: '312',
  index: 'b',
  mark: '1',
  lengthMm: 1000,
  quantity: 10,
  massKg: 0.888,
  diameterMm: 12,
  grade: 'B500B',
  mandrelMm: 48,
  v: '',
  legs: [
    { lengthMm: 300, angleDeg: 90 },
    { lengthMm: 700, angleDeg: 0 },
  ],
};
