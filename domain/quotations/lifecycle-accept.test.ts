import { quotationTransition, type QuotationState } from './lifecycle';

/** Accepting the revision the buyer read: the site sends it, and the API refuses it once another proposal replaced it. */
const at = { today: '2026-12-01' };
const second: QuotationState = { status: 'envoyee', valid_until: '2026-12-15', revision: 2 };

describe('accepting a revision', () => {
  it('accepts the current proposal, named or not', () => {
    expect(quotationTransition(second, { type: 'accept', revision: 2 }, at)).toMatchObject({ status: 'acceptee', revision: 2 });
    expect(quotationTransition(second, { type: 'accept' }, at)).toMatchObject({ status: 'acceptee', revision: 2 });
  });

  it('refuses one the office has replaced since, saying which is current', () => {
    const result = quotationTransition(second, { type: 'accept', revision: 1 }, at);
    expect(result).toEqual({ error: { code: 'QUOTATION_STATE', message: expect.stringContaining('révision 2') } });
    expect('error' in result && result.error.message).toMatch(/^La proposition de ce devis a changé/);
  });

  it('says the status first: an accepted quotation is accepted, whatever revision is sent', () => {
    const accepted = quotationTransition({ ...second, status: 'acceptee' }, { type: 'accept', revision: 1 }, at);
    expect('error' in accepted && accepted.error.message).toMatch(/déjà accepté/);
  });
});
