import { MAX_VALIDITY_DAYS, checkValidity, effectiveStatus, latestValidity, quotationTransition, type QuotationResult, type QuotationState } from './lifecycle';

const sent = (valid_until: string, revision = 1): QuotationState => ({ status: 'envoyee', valid_until, revision });

function ok(result: QuotationResult): QuotationState {
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

describe('expiry by date', () => {
  it('keeps a proposal valid on its last day and expires it the day after', () => {
    expect(effectiveStatus(sent('2026-12-12'), '2026-12-11')).toBe('envoyee');
    expect(effectiveStatus(sent('2026-12-12'), '2026-12-12')).toBe('envoyee');
    expect(effectiveStatus(sent('2026-12-12'), '2026-12-13')).toBe('expiree');
    expect(effectiveStatus(sent('2026-12-31'), '2027-01-01')).toBe('expiree');
  });

  it('lets the buyer accept on the last day, not the day after', () => {
    expect(quotationTransition(sent('2026-12-12'), { type: 'accept' }, { today: '2026-12-12' })).toMatchObject({ status: 'acceptee', from: 'envoyee' });
    expect(quotationTransition(sent('2026-12-12'), { type: 'accept' }, { today: '2026-12-13' })).toEqual({
      error: { code: 'QUOTATION_EXPIRED', message: 'Ce devis a expiré : il était valable jusqu’au 12/12/2026. Demandez-en un nouveau.' },
    });
  });

  it('expires only a proposal: a request waiting for the office, or an answer given, keeps its status', () => {
    for (const status of ['demandee', 'en_cours', 'acceptee', 'refusee', 'expiree'] as const) {
      expect(effectiveStatus({ status, valid_until: '2020-01-01' }, '2026-12-13')).toBe(status);
      expect(effectiveStatus({ status, valid_until: null }, '2026-12-13')).toBe(status);
    }
  });

  it('renews an expired proposal as a new request, its history kept', () => {
    const renewed = ok(quotationTransition(sent('2026-12-12', 2), { type: 'renew', message: 'Toujours intéressé.' }, { today: '2026-12-20' }));
    expect(renewed).toMatchObject({ status: 'demandee', from: 'expiree', valid_until: null, revision: 2, message: 'Toujours intéressé.' });
    expect(ok(quotationTransition(renewed, { type: 'propose', valid_until: '2027-01-10' }, { today: '2026-12-21' })).revision).toBe(3);
  });

  it('refuses a date that is not a calendar date, a proposal without one, or a bad today, as the caller’s bug', () => {
    expect(() => effectiveStatus({ status: 'envoyee', valid_until: '2026-12-12T23:59:59.000Z' }, '2026-12-13')).toThrow(RangeError);
    expect(() => effectiveStatus({ status: 'envoyee', valid_until: null }, '2026-12-13')).toThrow(RangeError);
    expect(() => effectiveStatus(sent('2026-12-12'), '13/12/2026')).toThrow(RangeError);
    expect(() => quotationTransition(sent('2026-12-12'), { type: 'accept' }, { today: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('the validity a proposal may have', () => {
  const TODAY = '2026-12-01';

  it('must come after today', () => {
    expect(checkValidity('2026-12-01', TODAY)).toBe(
      'La date de validité doit être postérieure à aujourd’hui (01/12/2026) : c’est le dernier jour où le client peut accepter.',
    );
    expect(checkValidity('2026-11-30', TODAY)).not.toBeNull();
    expect(checkValidity('2026-12-02', TODAY)).toBeNull();
  });

  it(`may reach ${MAX_VALIDITY_DAYS} days ahead, not one more`, () => {
    expect(latestValidity(TODAY)).toBe('2027-03-01');
    expect(checkValidity('2027-03-01', TODAY)).toBeNull();
    expect(checkValidity('2027-03-02', TODAY)).toBe('Un devis est valable 90 jours au plus : donnez une date de validité jusqu’au 01/03/2027.');
    // February's length moves the limit: 2028 is a leap year
    expect(latestValidity('2027-01-01')).toBe('2027-04-01');
    expect(latestValidity('2028-01-01')).toBe('2028-03-31');
  });

  it('must be an existing YYYY-MM-DD date', () => {
    for (const bad of ['2026-02-30', '2026-12-1', '15/12/2026', '2026-12-15T00:00:00Z', '']) {
      expect(checkValidity(bad, TODAY)).toBe('La date de validité n’existe pas : donnez une date au format AAAA-MM-JJ.');
    }
  });

  it('is refused with a 422 code and leaves nothing proposed', () => {
    const result = quotationTransition(
      { status: 'en_cours', valid_until: null, revision: 0 },
      { type: 'propose', valid_until: '2027-06-01' },
      { today: TODAY },
    );
    expect(result).toEqual({ error: { code: 'QUOTATION_VALIDITY', message: expect.stringMatching(/^Un devis est valable 90 jours au plus/) } });
  });
});

describe('revisions, as a buyer and the office go through them', () => {
  it('numbers each proposal and sets the previous one aside when a revision is asked', () => {
    const asked: QuotationState = { status: 'demandee', valid_until: null, revision: 0 };
    const studied = ok(quotationTransition(asked, { type: 'study' }, { today: '2026-12-01' }));
    expect(studied).toMatchObject({ status: 'en_cours', revision: 0, valid_until: null });

    const first = ok(quotationTransition(studied, { type: 'propose', valid_until: '2026-12-31', message: 'Tarif de décembre.' }, { today: '2026-12-02' }));
    expect(first).toMatchObject({ status: 'envoyee', revision: 1, valid_until: '2026-12-31', message: 'Tarif de décembre.' });

    const revising = ok(quotationTransition(first, { type: 'revision', message: 'Livraison sur Petit-Bourg possible ?' }, { today: '2026-12-05' }));
    expect(revising).toMatchObject({ status: 'en_cours', from: 'envoyee', revision: 1, valid_until: null, message: 'Livraison sur Petit-Bourg possible ?' });

    const second = ok(quotationTransition(revising, { type: 'propose', valid_until: '2027-01-15' }, { today: '2026-12-07' }));
    expect(second).toMatchObject({ status: 'envoyee', revision: 2, valid_until: '2027-01-15', message: null });

    // a proposal may also go straight out of a request, without the study step
    expect(ok(quotationTransition(asked, { type: 'propose', valid_until: '2026-12-10' }, { today: '2026-12-01' })).revision).toBe(1);

    const accepted = ok(quotationTransition(second, { type: 'accept' }, { today: '2027-01-15' }));
    expect(accepted).toMatchObject({ status: 'acceptee', revision: 2, valid_until: '2027-01-15' });
  });
});
