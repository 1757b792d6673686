import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { leadFormFiles, leadForms, type LeadFormName } from '@trefima/domain/forms/leads';
import { leadFormEndpoints } from '@trefima/domain/forms/endpoints';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { ApiError, parseInput } from '../http/errors';
import { RECAPTCHA_FIELD } from '@trefima/domain/forms/recaptcha-field';
import { readForm, type Upload } from '../http/uploads';
import type { ChosenArtisan } from './forms';
import { territoryOf } from '../orders/checkout';
import { officeMailFiles } from '../mail/mail-files';
import { answerLines } from './answer-lines';

const FORMS: Record<LeadFormName, { prefix: string; subject: string; receipt: string }> = {
  contact: { prefix: 'CON', subject: 'Nouveau message de contact', receipt: 'Votre message a bien été envoyé. Nous vous répondons sous 48 heures ouvrées.' },
  diagnostic: {
    prefix: 'DIA',
    subject: 'Demande de diagnostic toiture',
    receipt: 'Votre demande de diagnostic est enregistrée. Un technicien vous appelle pour fixer un rendez-vous.',
  },
  entretien: {
    prefix: 'ENT',
    subject: 'Demande d’entretien de toiture',
    receipt: 'Votre demande d’entretien est enregistrée. Nous revenons vers vous avec une proposition.',
  },
  partenaire: {
    prefix: 'PAR',
    subject: 'Candidature au réseau d’artisans partenaires',
    receipt: 'Merci ! Votre demande de partenariat a bien été transmise à notre équipe.',
  },
  'candidature-spontanee': {
    prefix: 'CSP',
    subject: 'Candidature spontanée',
    receipt: 'Votre candidature a bien été envoyée. Notre service des ressources humaines l’étudie avec attention.',
  },
  candidature: { prefix: 'CAN', subject: 'Candidature à une offre', receipt: 'Votre candidature a bien été envoyée. Nous revenons vers vous rapidement.' },
  echantillon: { prefix: 'ECH', subject: 'Demande d’échantillons', receipt: 'Votre demande d’échantillons est enregistrée : ils partent sous 5 jours ouvrés.' },
  catalogue: { prefix: 'CAT', subject: 'Demande de catalogue', receipt: 'Votre demande de catalogue est enregistrée.' },
  etude: { prefix: 'ETU', subject: 'Demande d’étude', receipt: 'Votre demande d’étude est enregistrée. Notre bureau d’études vous contacte sous 72 heures.' },
};

/** "A", "A et B", "A, B et C". */
const names = (list: string[]) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}` : (list[0] ?? ''));

/** A contact request for craftsmen of the directory (the craftsman search): its own subject and receipt, the craftsmen named in the mail. */
function putInTouch(chosen: ChosenArtisan[]) {
  const who = chosen.length > 1 ? 'ces artisans vous recontacteront' : 'l’artisan vous recontactera';
  return {
    subject: 'Demande de mise en relation avec des artisans',
    receipt: `Votre demande de mise en relation avec ${names(chosen.map((a) => a.name))} est enregistrée : ${who} directement.`,
    line: `Artisans choisis : ${chosen.map((a) => `${a.name} (${a.trade}, ${a.zipcode} ${a.city})`).join(' ; ')}`,
  };
}

/** What makes two submissions the same: the form, its validated fields and its files' bytes (not the captcha token). */
function fingerprint(form: string, input: Record<string, unknown>, files: Upload[]): string {
  const h = createHash('sha256')
    .update(form)
    .update(JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b))));
  for (const f of files) h.update(f.field).update(f.buffer);
  return h.digest('hex');
}

export function formRoutes(app: FastifyInstance, { config, now, mailer, throttles, recaptcha, services: { forms } }: AppDeps) {
  for (const form of Object.keys(leadForms) as LeadFormName[]) {
    const endpoint = leadFormEndpoints[form];
    app.post(at(endpoint), { ...throttles.forms, schema: { response: answerOf(endpoint) } }, async (request, reply) => {
      const { fields: sent, files } = await readForm(request, config.uploadMaxBytes);
      const expected = leadFormFiles[form];
      // A file field is described only by a real uploaded part, never by what a
      // JSON body or a text part claims; and only the first file of a field is
      // checked and kept, so that no unchecked file is ever stored.
      const fields: Record<string, unknown> = { ...sent };
      for (const name of expected) delete fields[name];
      const kept = expected.flatMap((name) => files.find((f) => f.field === name) ?? []);
      for (const f of kept) fields[f.field] = { name: f.name, size: f.size, type: f.type };
      const input = parseInput(leadForms[form], fields) as Record<string, unknown>;
      const shown: Record<string, string> = {};
      if (form === 'candidature') {
        const offer = String(input.offer);
        const title = forms.careerTitle(offer);
        if (!title) {
          const message = 'Cette offre d’emploi n’existe pas ou n’est plus publiée.';
          throw new ApiError(422, 'VALIDATION_ERROR', message, { errors: { offer: message } });
        }
        // the office knows an offer by its title; the slug stays beside it, to find the offer on the site
        shown.offer = `${title} (${offer})`;
      }
      const { prefix } = FORMS[form];
      let { subject, receipt } = FORMS[form];
      const extraLines: string[] = [];
      if (form === 'contact' && Array.isArray(input.artisans)) {
        const chosen = (input.artisans as number[]).map((id) => forms.artisan(id));
        if (chosen.some((a) => !a)) {
          const message = 'Un artisan choisi ne figure plus dans notre annuaire : relancez la recherche.';
          throw new ApiError(422, 'VALIDATION_ERROR', message, { errors: { artisans: message } });
        }
        const request = putInTouch(chosen as ChosenArtisan[]);
        ({ subject, receipt } = request);
        extraLines.push(request.line);
      }
      // a double click, a retry after a lost answer: the same receipt, one submission and one mail. Looked up before the
      // captcha (a retry re-sends a token already spent, and writes nothing), and again after it, for a twin sent meanwhile.
      const print = fingerprint(form, input, kept);
      const answered = () => {
        const same = forms.sameSince(print, now() - config.formDuplicateWindowSeconds * 1000);
        return same && { data: { id: same.id, form, reference: same.reference, message: receipt } };
      };
      const before = answered();
      if (before) return reply.status(201).send(before);
      await recaptcha.verify(sent[RECAPTCHA_FIELD], request.ip);
      const twin = answered();
      if (twin) return reply.status(201).send(twin);
      const row = forms.save(form, prefix, input, kept, print, now(), territoryOf(request.ctx.plan.target), (saved) => {
        const answers = Object.entries(input).filter(([k]) => !expected.includes(k));
        const lines = [...answerLines(answers, shown), ...extraLines];
        const files = officeMailFiles(kept, saved.stored);
        if (files.lines.length) lines.push('', 'Fichiers joints :', ...files.lines);
        mailer.send(config.backofficeEmail, `${subject} (${saved.reference})`, lines.join('\n'), files.attachments);
      });
      reply.status(201);
      return { data: { id: row.id, form, reference: row.reference, message: receipt } };
    });
  }
}
