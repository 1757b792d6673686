/*
 * What a text field may hold, without zod: the rules' text builders and the
 * fields checked by hand (the cart's complementary information) share it.
 */

// C0 and C1 control characters but tab, line feed and carriage return: nobody types them, and
// they reach PDFs, mails and the office's tools (a NUL ends a C string; XML 1.0 refuses most of them)
const INVISIBLE_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BREAKS_RE = /[\t\n\r\u2028\u2029]+/g;

/** A character nobody types: refused by every text field. */
export const hasInvisible = (v: string) => INVISIBLE_RE.test(v);

/** A line of text as it looks: each run of tabs and line breaks one space. */
export const oneLine = (v: string) => v.replace(BREAKS_RE, ' ');
