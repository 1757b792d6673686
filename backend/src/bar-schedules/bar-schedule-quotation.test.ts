import { quotation } from '@trefima/domain/contract';
import { data, failure, multipart, PRO, samples } from '../testing';
import { BAR10, LINK8, scheduleKit, seen, U12 } from '../testing-schedules';

/** A bar schedule to a quotation: the diameters priced by hand, the plan sent with it, the sales office's mail. */
const { kit, call, created } = scheduleKit();

const BAR40 = { ...BAR10, mark: '9', diameter: 40 };
const outbox = (to: string) =>
  kit.api.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC').all(to) as { subject: string; body: string }[];
const quotations = () => kit.api.db.prepare('SELECT COUNT(*) FROM quotation').pluck().get() as number;
const statusOf = (id: number) => kit.api.db.prepare('SELECT status FROM bar_schedule_revision WHERE schedule_id = ?').pluck().get(id);

/** The quotation request as the editor sends it with a plan: multipart, every figure as text. */
function withPlan(id: number, fields: Record<string, string>, plan?: { name: string; type: string; content: Buffer }) {
  const { payload, headers } = multipart(fields, plan ? [{ field: 'plan', ...plan }] : []);
  return kit.api.request('POST', `/nomenclature/${id}/quotation`, { payload, headers, token: kit.pro, plan: 2 });
}
const asText = (s: Parameters<typeof seen>[0]) => Object.fromEntries(Object.entries(seen(s)).map(([k, v]) => [k, String(v)]));

describe('a schedule with diameters the shop does not price online', () => {
  it('goes to a quotation, its priced bars as lines and the others named for the sales office', async () => {
    const s = await created([U12, BAR40]);
    expect(s.orderable).toBe(false);
    expect(s.price.unpriced_diameters).toEqual([40]);
    expect(failure(await call('POST', `/nomenclature/${s.id}/cart`, { body: seen(s) }), 422).message).toMatch(/demandez un devis/);
    const q = data(
      await call('POST', `/nomenclature/${s.id}/quotation`, { body: { ...seen(s), complementary_information: 'Grue sur place.' } }),
      quotation,
      201,
    );
    expect(q.lines.map((l) => l.schedule?.number)).toEqual([s.number]);
    expect(q.amount.ht).toBe(s.price.total_ht);
    // 12 bars × 6 m × 9,865 kg/m (Ø40)
    expect(q.complementary_information).toBe(
      `Nomenclature ${s.number}, révision A : Ø40 (12 barres, 710,28 kg) sans prix de façonnage en ligne, à chiffrer par l’usine.\n\nGrue sur place.`,
    );
    expect(statusOf(s.id)).toBe('sent');
  });

  it('makes a quotation without priced lines when none of its bars has an online price', async () => {
    const s = await created([BAR40]);
    const q = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    expect(q.lines).toEqual([]);
    expect(q.amount.ht).toBe(0);
    expect(q.complementary_information).toMatch(/^Nomenclature NOM-\d{4}-\d+, révision A : Ø40 \(12 barres, 710,28 kg\)/);
    const [mail] = outbox('contact@trefima.example');
    expect(mail.subject).toBe(`Demande de devis ${q.number} (Guadeloupe)`);
    expect(mail.body).toContain('Aucune ligne chiffrée en ligne : tout est à chiffrer.');
    expect(mail.body).toContain('Ø40 (12 barres, 710,28 kg)');
  });

  it('answers a double click with the first quotation, a schedule with no priced bar included', async () => {
    // nothing of it goes in the quotation's cart: the quotation is found by its revision, not by its lines
    for (const rows of [[BAR40], [U12, BAR40]]) {
      const s = await created(rows);
      const first = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
      const before = quotations();
      expect(data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation).number).toBe(first.number);
      expect(quotations()).toBe(before);
    }
  });

  it('asks a new quotation of a revision whose quotation was refused', async () => {
    const s = await created([U12, BAR40]);
    const first = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    // the buyer refused its proposal (too dear, another date): asking again is another request, not the refused one
    kit.api.db.prepare("UPDATE quotation SET status = 'refusee' WHERE id = ?").run(first.id);
    const again = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    expect(again.number).not.toBe(first.number);
    expect(again.status).toBe('demandee');
    expect(data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation).number).toBe(again.number);
  });

  it('still refuses a schedule with rows to correct', async () => {
    const s = await created([BAR40, { ...U12, dimensions: { A: 50, B: 1200, C: 300 } }]);
    const before = quotations();
    const e = failure(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), 422);
    expect(e.errors?.['rows.1.dimensions.A']).toMatch(/retour minimal/);
    expect(quotations()).toBe(before);
  });
});

describe('the plan sent with the quotation request', () => {
  it('is kept with the quotation, named in it and in the sales office’s mail', async () => {
    const s = await created([U12, LINK8]);
    const pdf = samples.pdf();
    const res = await withPlan(
      s.id,
      { ...asText(s), complementary_information: 'Plan de ferraillage joint.' },
      { name: 'PL-204 ind c.pdf', type: 'application/pdf', content: pdf },
    );
    const q = data(res, quotation, 201);
    // the name made safe for a mail and a disk
    expect(q.attachments).toEqual([{ name: 'PL-204-ind-c.pdf', type: 'application/pdf', size: pdf.length }]);
    expect(q.complementary_information).toBe('Plan de ferraillage joint.');
    // read back as the customer space reads it
    expect(data(await call('GET', `/quotations/${q.id}`), quotation).attachments).toEqual(q.attachments);
    const [mail] = outbox('contact@trefima.example');
    expect(mail.subject).toBe(`Demande de devis ${q.number} (Guadeloupe)`);
    expect(mail.body).toContain('Client : Bellance BTP – Rodolphe Bellance');
    // the phone as the office dials it, grouped as on the PDFs
    expect(mail.body).toMatch(/^Client : .*>, 05 90 26 12 34$/m);
    expect(mail.body).toContain(`nomenclature ${s.number}, révision A`);
    expect(mail.body).toMatch(new RegExp(`- PL-204-ind-c\\.pdf \\(application/pdf, 2 Ko\\) : .*uploads/${q.number}/plan-PL-204-ind-c\\.pdf`));
    // the plan itself goes with the mail, so that the office reads it where the mail is
    expect(mail.body).toContain('plan-PL-204-ind-c.pdf, joint à ce message');
    const joined = kit.api.db
      .prepare('SELECT a.name, a.type, a.content FROM outbox_attachment a JOIN outbox o ON o.id = a.outbox_id WHERE o.recipient = ? AND o.subject = ?')
      .all('contact@trefima.example', mail.subject) as { name: string; type: string; content: Buffer }[];
    expect(joined.map((j) => [j.name, j.type, j.content.equals(pdf)])).toEqual([['PL-204-ind-c.pdf', 'application/pdf', true]]);
    expect(outbox(PRO.email)[0].subject).toBe(`Votre demande de devis ${q.number}`);
  });

  it('takes a picture of the plan, and no plan at all', async () => {
    const photo = await created([U12]);
    const q = data(await withPlan(photo.id, asText(photo), { name: 'plan.png', type: 'image/png', content: samples.png() }), quotation, 201);
    expect(q.attachments).toEqual([{ name: 'plan.png', type: 'image/png', size: samples.png().length }]);
    const none = await created([LINK8]);
    expect(data(await withPlan(none.id, asText(none)), quotation, 201).attachments).toEqual([]);
  });

  it.each([
    [
      'a program renamed .pdf',
      { name: 'plan.pdf', type: 'application/pdf', content: samples.exe() },
      'Le fichier « Plan de ferraillage » n’est pas d’un type accepté (PDF, JPG ou PNG).',
    ],
    [
      'a Word document',
      { name: 'plan.docx', type: 'application/pdf', content: samples.docx() },
      'Le fichier « Plan de ferraillage » n’est pas d’un type accepté (PDF, JPG ou PNG).',
    ],
    [
      'a plan over 5 MB',
      { name: 'plan.pdf', type: 'application/pdf', content: samples.pdf(5 * 1024 * 1024 + 10) },
      'Le fichier « Plan de ferraillage » dépasse la taille maximale de 5 Mo.',
    ],
  ])('refuses %s on its field, and sends and freezes nothing', async (_, plan, message) => {
    const s = await created([U12]);
    const [before, mails] = [quotations(), outbox('contact@trefima.example').length];
    const e = failure(await withPlan(s.id, asText(s), plan), 422);
    expect(e.errors).toEqual({ plan: message });
    expect(quotations()).toBe(before);
    expect(outbox('contact@trefima.example')).toHaveLength(mails);
    expect(statusOf(s.id)).toBe('draft');
  });

  it('reads the figures of a multipart request as numbers, and says which one is not', async () => {
    const s = await created([U12]);
    const e = failure(await withPlan(s.id, { ...asText(s), expected_mass_g: '15,584 kg' }), 422);
    expect(e.errors).toEqual({ expected_mass_g: 'La masse affichée est obligatoire.' });
    // a text field cannot claim to be the plan
    const q = data(await withPlan(s.id, { ...asText(s), plan: '{"name":"plan.pdf","size":10,"type":"application/pdf"}' }), quotation, 201);
    expect(q.attachments).toEqual([]);
  });
});
