/*
 * What a text field may hold, without zod: the rules' text builders and the
 * fields checked by hand (the cart's complementary information) share it.
 */

// C0 and C1 control characters but tab, line feed and carriage return: nobody types them, and
// they reach PDFs, mails and the office's tools (a NUL ends a C string; XML 1.0 refuses most of them)
const INVISIBLE_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BREAK_RE = /[\t\n\r\u2028\u2029]/;

/** A character nobody types: refused by every text field. */
export const hasInvisible = (v: string) => INVISIBLE_RE.test(v);

/** A tab or a line break: refused by a line of text. */
export const hasBreak = (v: string) => BREAK_RE.test(v);
