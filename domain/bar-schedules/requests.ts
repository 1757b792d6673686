import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { fileProblem } from '../forms/file-rules';
import { formMessages } from '../forms/messages';
import { hasInvisible, invisibleIn } from '../forms/text-characters';
import { requestKey } from '../forms/request-key';
import { formatDecimal } from '../i18n/format';
import { PLAN_LABEL, SCHEDULE_LIMITS, tooManyBars } from './limits';
import { MESSAGES } from './messages';

/*
 * What the bar-schedule calls take. A row's values are checked for their type
 * and size only: whether the factory can make it is the calculation module's
 * answer (domain/bar-schedules), given row by row in the schedule, so that a draft
 * with mistakes is saved and nothing typed is lost. The figures the editor
 * showed (a row's cut length and mass) may come with the row: the API works
 * them out again and refuses a row whose figures differ, rather than save
 * what the customer did not see.
 */

const L = SCHEDULE_LIMITS;
export const MAX_SCHEDULE_ROWS = L.rows;

const text = (max: number, what: string) =>
  z._default(
    z.string({ error: `${what} doit être un texte.` }).check(
      z.maxLength(max, { error: `${what} ne doit pas dépasser ${max} caractères.` }),
      z.refine((v) => !hasInvisible(v), { error: invisibleIn(what) }),
    ),
    '',
  );

/** Millimetres, or a count: finite, and within what a bar schedule can mean. */
const amountOf = (what: string, max: number) =>
  z
    .number({ error: `${what} doit être un nombre.` })
    .check(z.refine((n) => Math.abs(n) <= max, { error: `${what} ne doit pas dépasser ${formatDecimal(max, { decimals: 0 })}.` }));

/**
 * A row's bars, members × bars in each, within the bound of one count
 * (limits.ts): said on the bars-each field, where the editor says it, once
 * each count is itself within its bound.
 */
const barsWithin = <T extends { members: number }>(field: keyof T & string) =>
  z.superRefine((row: T, ctx) => {
    const each = row[field] as number;
    if (Math.abs(row.members) > L.amount || Math.abs(each) > L.amount || !tooManyBars(row.members, each)) return;
    ctx.issues.push({ code: 'custom', message: MESSAGES.totalBars(row.members * each, L.amount), input: each, path: [field] });
  });

const dimension = (letter: string) => z.optional(z.nullable(amountOf(`La cote ${letter}`, L.amount)));

const dimensions = z.object(
  {
    A: dimension('A'),
    B: dimension('B'),
    C: dimension('C'),
    D: dimension('D'),
    E: dimension('E'),
    F: dimension('F'),
    R: dimension('R'),
  },
  { error: 'Les cotes se donnent par lettre : { "A": 300, "B": 700 }.' },
);
const shapeCode = z.string({ error: 'Le code de forme doit être un texte.' }).check(z.maxLength(4, { error: 'Le code de forme a deux chiffres.' }));

/**
 * A row of every schedule call (calcul, save, revise, the draft's PDF), in
 * the names issue 19 gave other clients (`diameter`, `dimensions`,
 * `bars_per_member`) and issue 44 gave every call.
 */
const rowShape = {
  member: text(L.member, 'L’ouvrage'),
  mark: text(L.mark, 'Le repère'),
  grade: z._default(text(L.grade, 'La nuance'), 'B500B'),
  diameter: amountOf('Le diamètre', L.diameterMm),
  shape_code: shapeCode,
  dimensions: z._default(dimensions, {}),
  /** code 99 only: the length read on the sketch */
  given_length_mm: z.optional(z.nullable(amountOf('La longueur', L.amount))),
  members: amountOf('Le nombre d’éléments', L.amount),
  bars_per_member: amountOf('Le nombre de barres par élément', L.amount),
};

/** The names a saved row had before issue 44, and the names that replaced them. */
export const RENAMED_ROW_FIELDS = { diameter_mm: 'diameter', dims: 'dimensions', bars_each: 'bars_per_member' } as const;

/**
 * A row in an earlier contract's names is refused on each old field with its
 * new name, rather than read as a row without diameter: the client learns
 * what to write. Checked before the row's schema, which drops unknown keys.
 */
const inNamesOfToday = <R extends z.core.$ZodType>(row: R) =>
  z.pipe(
    z.custom<z.input<R>, z.input<R>>().check(
      z.superRefine((value, ctx) => {
        if (!value || typeof value !== 'object') return;
        for (const [old, name] of Object.entries(RENAMED_ROW_FIELDS))
          if (Object.hasOwn(value, old)) ctx.issues.push({ code: 'custom', message: MESSAGES.renamedField(old, name), input: value, path: [old] });
      }),
    ),
    row as z.core.$ZodType<unknown, z.input<R>>,
  ) as unknown as z.ZodMiniPipe<z.ZodMiniCustom<z.input<R>, z.input<R>>, R>;

/** What is not an object where a row is expected (null, a number, a list) */
const NOT_A_ROW = { error: 'Cette ligne n’est pas une ligne de nomenclature.' };

const calculRowObject = z.object(rowShape, NOT_A_ROW).check(barsWithin('bars_per_member'));

/** A row of POST /nomenclature/calcul: the row, without figures (the call answers them). */
export const barScheduleCalculRowInput = inNamesOfToday(calculRowObject);
export type BarScheduleCalculRowInput = z.output<typeof barScheduleCalculRowInput>;

const savedRowObject = z
  .object(
    {
      ...rowShape,
      /** what the editor showed; checked, never stored */
      cut_length_mm: z.optional(z.nullable(z.number({ error: 'La longueur de coupe doit être un nombre.' }))),
      mass_g: z.optional(z.nullable(z.number({ error: 'La masse doit être un nombre.' }))),
    },
    NOT_A_ROW,
  )
  .check(barsWithin('bars_per_member'));

/** A row saved, revised or printed: the calcul's row, with the figures the editor showed beside it. */
export const barScheduleRowInput = inNamesOfToday(savedRowObject);
export type BarScheduleRowInput = z.input<typeof barScheduleRowInput>;

/**
 * A day of the calendar (Date.parse takes 30 February, rolling it over into
 * March: a PDF would print « 30/02/2026 »), in years a schedule can be of;
 * not domain/calendar's check, which would bring its holidays to the editor's page.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const plausibleYear = (d: string) => Number(d.slice(0, 4)) >= 2000 && Number(d.slice(0, 4)) <= 2100;
const isDay = (d: string) => new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)))).toISOString().slice(0, 10) === d;

export const barScheduleHeaderInput = z.object(
  {
    job_site: text(120, 'Le chantier'),
    job_site_id: z.optional(z.nullable(z.int({ error: 'Ce chantier est introuvable.' }).check(z.positive({ error: 'Ce chantier est introuvable.' })))),
    drawing: text(60, 'La référence du plan'),
    title: text(120, 'Le titre'),
    date: z.string({ error: 'La date est obligatoire.' }).check(
      z.regex(DAY, { error: 'La date doit s’écrire AAAA-MM-JJ.' }),
      z.refine((d) => !DAY.test(d) || !plausibleYear(d) || isDay(d), { error: 'Cette date n’existe pas.' }),
      z.refine((d) => !DAY.test(d) || plausibleYear(d), { error: 'La date d’une nomenclature est entre 2000 et 2100.' }),
    ),
  },
  { error: 'L’en-tête de la nomenclature (chantier, plan, titre, date) est obligatoire.' },
);

const rowsOf = <R extends z.core.$ZodType>(row: R) =>
  z.array(row, { error: 'Les lignes de la nomenclature sont obligatoires.' }).check(
    z.maxLength(MAX_SCHEDULE_ROWS, {
      error: `Une nomenclature compte au plus ${formatDecimal(MAX_SCHEDULE_ROWS, { decimals: 0 })} lignes : partagez-la en plusieurs.`,
    }),
  );
const rows = rowsOf(barScheduleRowInput);

export const barScheduleCalculBody = z.object({ rows: rowsOf(barScheduleCalculRowInput) });
/** The same body with its rows' count checked only: the API reads 10 000 rows a chunk at a time, each with barScheduleCalculRowInput, so that others are answered meanwhile. */
export const barScheduleCalculRowsBody = z.object({ rows: rowsOf(z.unknown()) });

const letter = z.string({ error: 'La révision est obligatoire.' }).check(z.regex(/^[A-Z]{1,2}$/, { error: 'La révision est une lettre, de A à Z.' }));

/** A new schedule: a draft made in the browser, saved at sign-in or when the customer asks. */
/** A new schedule; `request_key`, its draft's (forms/request-key.ts): saved again, the schedule made the first time takes the rows. */
export const barScheduleCreateBody = z.object({ header: barScheduleHeaderInput, rows, request_key: requestKey });

/** A change: `revision` is the one the change was made on, so that a change made elsewhere meanwhile is not overwritten. */
export const barScheduleUpdateBody = z.object({ header: barScheduleHeaderInput, rows, revision: letter });

/** Rows only, for a preview or a PDF of a draft not saved. */
export const barScheduleDraftBody = z.object({ header: barScheduleHeaderInput, rows });
/** The same body with its rows' count checked only: the API reads them a chunk at a time with barScheduleRowInput. */
export const barScheduleDraftRowsBody = z.object({ header: barScheduleHeaderInput, rows: rowsOf(z.unknown()) });

/** An id or a number (`NOM-2026-000012`): the customer's own only, else 404. */
export const barScheduleParams = z.object({ id: z.string() });

/** Which revision to read; the latest when absent. */
export const barScheduleRevisionQuery = z.object({ revision: z.optional(letter) });
/** « Dupliquer »: of this revision (the latest by default); `request_key` (forms/request-key.ts): sent again, the copy made then. */
export const barScheduleDuplicateQuery = z.object({ revision: z.optional(letter), request_key: requestKey });

/** What the customer saw: the API refuses when its own figures differ (the schedule or the prices changed meanwhile). */
const seen = {
  revision: letter,
  expected_mass_g: z.int({ error: 'La masse affichée est obligatoire.' }),
  expected_total_ht: z.int({ error: 'Le prix affiché est obligatoire.' }),
};

export const barScheduleToCartBody = z.object({ ...seen, cart_token: z.optional(z.nullable(z.string().check(z.maxLength(100)))) });

/** A whole number sent as a number (JSON) or as its digits (a multipart field is text). */
const whole = (error: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : v)),
    z.int({ error }),
  );

/** The plan attached to a quotation request: a PDF or a picture, checked by its bytes on the API (MAX_UPLOAD_BYTES). */
const plan = z.optional(
  z.object({ name: z.string(), size: z.number(), type: z.string() }).check(
    z.superRefine((file, ctx) => {
      const problem = fileProblem(file, PLAN_LABEL, 'planOrPhoto');
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: file });
    }),
  ),
);

/**
 * A quotation of the schedule: JSON, or multipart when a plan goes with it
 * (the `plan` file field; the API describes it from the bytes it received,
 * never from what a text field claims).
 */
export const barScheduleToQuotationBody = z.object({
  revision: letter,
  expected_mass_g: whole('La masse affichée est obligatoire.'),
  expected_total_ht: whole('Le prix affiché est obligatoire.'),
  complementary_information: z.optional(
    z.string().check(
      z.maxLength(2000, { error: 'Les informations complémentaires ne doivent pas dépasser 2 000 caractères.' }),
      z.refine((v) => !hasInvisible(v), { error: formMessages.invisible('Informations complémentaires') }),
    ),
  ),
  plan,
});
