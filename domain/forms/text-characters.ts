/*
 * What a text field may hold, without zod: the rules' text builders, the
 * fields checked by hand (the cart's complementary information) and the
 * bar-schedule import's cells share it.
 */

// C0 and C1 control characters but tab, line feed and carriage return: nobody types them, and
// they reach PDFs, mails and the office's tools (a NUL ends a C string; XML 1.0 refuses most of them).
// And Unicode's format characters (\p{Cf}): bidi controls (« Chantier \u202Eexe.fdp » reads
// « Chantier pdf.exe »), zero-width characters, the soft hyphen, the BOM: a text that shows one thing
// and holds another (Unicode TR #36, §2.1 and §3.2; UTS #39 on invisible characters).
const INVISIBLE_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}]/u;
const INVISIBLES_RE = new RegExp(INVISIBLE_RE.source, 'gu');
const BREAKS_RE = /[\t\n\r\u2028\u2029]+/g;

/** A character nobody types: refused by every text field. */
export const hasInvisible = (v: string) => INVISIBLE_RE.test(v);

/** The refusal, in one sentence wherever it is said: `subject` is what holds the character (« Le champ « Nom » », or plural: « Les conditions de livraison »). */
export const invisibleIn = (subject: string, { plural = false }: { plural?: boolean } = {}) =>
  `${subject} ${plural ? 'contiennent' : 'contient'} un caractère invisible (un caractère de contrôle) : retirez-le.`;

/** A line of text as it looks: each run of tabs and line breaks one space. */
export const oneLine = (v: string) => v.replace(BREAKS_RE, ' ');

// a vertical tab is Word's and Excel's line break inside a cell
const CELL_BREAKS_RE = /[\t\n\r\v\f\u2028\u2029]+/g;

/** A cell read from someone else's file as one line: breaks a space, what nobody typed dropped. */
export const plainLine = (v: string) => v.replace(CELL_BREAKS_RE, ' ').replace(INVISIBLES_RE, '');
