import { bodyOf, fieldOf, initialValues, meshForm, parseMetres, readStoredValues, storeValues } from './form';

/** The tool's form reads sizes as people type them and refuses what the API refuses, with its words. */
const values = (over: Partial<ReturnType<typeof initialValues>> = {}) => ({ ...initialValues('42'), a_length: '9', a_width: '6', ...over });
const issues = (v: unknown) => {
  const r = meshForm.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('parseMetres', () => {
  it('takes the decimal comma or point, and spaces between thousands', () => {
    expect(parseMetres('6,25')).toBe(6.25);
    expect(parseMetres(' 6.25 ')).toBe(6.25);
    expect(parseMetres('1 200')).toBe(1200);
    expect(parseMetres(',5')).toBe(0.5);
    expect(parseMetres('')).toBeNull();
    expect(parseMetres('6,2,5')).toBeNaN();
    expect(parseMetres('6 m')).toBeNaN();
    expect(parseMetres('-6')).toBeNaN();
  });
});

describe('meshForm', () => {
  it('sends a rectangle in metres, the panel by id, and what the laps depend on: the API works them out', () => {
    const v = values({ a_length: '9,5' });
    expect(issues(v)).toEqual({});
    expect(bodyOf(v)).toEqual({ zones: [{ length_m: 9.5, width_m: 6 }], element_id: 42, concrete_class: 'C25/30', bond: 'good' });
    const asked = values({ concrete: 'C30/37', poor_bond: true, transverse_secondary: true, span: 'width', end_lap: ' 500 ', side_lap: '' });
    expect(issues(asked)).toEqual({});
    expect(bodyOf(asked)).toEqual({
      zones: [{ length_m: 9, width_m: 6 }],
      element_id: 42,
      concrete_class: 'C30/37',
      bond: 'poor',
      transverse_main: false,
      main_wires_along: 'width',
      end_lap_mm: 500,
    });
  });

  it('refuses a longer lap that is not whole millimetres', () => {
    expect(issues(values({ end_lap: '42,5', side_lap: 'deux mailles' }))).toEqual({
      end_lap: 'Le recouvrement est un nombre entier de millimètres.',
      side_lap: 'Le recouvrement est un nombre entier de millimètres.',
    });
  });

  it('sends both parts of an L, and ignores part B of a rectangle', () => {
    const l = values({ shape: 'L', b_length: '4', b_width: '3' });
    expect(bodyOf(l).zones).toEqual([
      { length_m: 9, width_m: 6 },
      { length_m: 4, width_m: 3 },
    ]);
    expect(issues(values({ b_length: 'n’importe quoi' }))).toEqual({});
  });

  it('refuses blank, unreadable and out-of-range sides, in the API’s words', () => {
    expect(issues(values({ a_length: '', a_width: 'six' }))).toEqual({
      a_length: 'La longueur est obligatoire.',
      a_width: 'La largeur doit être un nombre de mètres.',
    });
    expect(issues(values({ a_length: '0,4' })).a_length).toBe('La longueur doit être d’au moins 0,5 m.');
    expect(issues(values({ a_width: '200,5' })).a_width).toMatch(/^La largeur doit être d’au plus 200 m/);
  });

  it('refuses part B longer than part A, and a missing panel', () => {
    expect(issues(values({ shape: 'L', a_length: '3', b_length: '4', b_width: '2' })).b_length).toMatch(/partie B ne peut pas être plus longue/);
    expect(issues(values({ shape: 'L' }))).toEqual({ b_length: 'La longueur est obligatoire.', b_width: 'La largeur est obligatoire.' });
    expect(issues(values({ panel: '' })).panel).toBe('Choisissez un panneau de treillis.');
  });

  it('puts each of the API’s messages on its field', () => {
    expect(
      ['zones.0.length_m', 'zones.1.width_m', 'reference', 'element_id', 'end_lap_mm', 'side_lap_mm', 'concrete_class', 'main_wires_along', 'zones'].map(
        fieldOf,
      ),
    ).toEqual(['a_length', 'b_width', 'panel', 'panel', 'end_lap', 'side_lap', 'concrete', 'span', null]);
  });
});

describe('the stored slab', () => {
  it('comes back as typed, and anything odd in storage falls back to the defaults', () => {
    const store = new Map<string, string>();
    Object.assign(globalThis, { sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    try {
      expect(readStoredValues()).toBeNull();
      const typed = values({ shape: 'L', b_length: '4', b_width: '3,5', concrete: 'C40/50', poor_bond: true, span: 'length', side_lap: '600' });
      storeValues(typed);
      expect(readStoredValues()).toEqual(typed);
      store.set(
        'trefima.calepinage',
        JSON.stringify({ shape: 'T', a_length: 9, concrete: 'C90/105', poor_bond: 'oui', span: 'diagonale', panel: 'x'.repeat(30) }),
      );
      expect(readStoredValues()).toEqual(initialValues());
      store.set('trefima.calepinage', '{');
      expect(readStoredValues()).toBeNull();
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });
});
