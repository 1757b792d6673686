/**
 * The name of an uploaded file as the rest of the API may use it: in a mail,
 * a storage path, the back office. What the browser sent is only a hint.
 */

const MAX_LENGTH = 80;

/** The extension a fallback name gets from the type read in the file's bytes. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

const trimSeparators = (s: string) => s.replace(/^[-_.]+|[-_.]+$/g, '');

/**
 * Reduces a browser's file name to `[A-Za-z0-9._-]`, at most 80 characters,
 * keeping its extension; never empty, never starting with a dot. A name with
 * nothing left becomes `fichier.<extension of the sniffed type>`.
 */
export function safeFileName(sent: string, type: string): string {
  // Browsers escape these three in multipart file names (HTML's form encoding):
  // decoded, a line break is dropped like any other control character.
  const decoded = sent.replace(/%0D|%0A|%22/gi, (e) => decodeURIComponent(e));
  const last = decoded.split(/[\\/]/).pop() ?? '';
  const ascii = last
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x00-\x7f]/g, (c) => LETTERS[c] ?? '-');
  const reduced = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/_{2,}/g, '_')
    .replace(/[-_]*\.[-_.]*/g, '.');
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(reduced);
  const ext = match ? match[2] : '';
  const room = MAX_LENGTH - (ext ? ext.length + 1 : 0);
  const stem = trimSeparators(trimSeparators(match ? match[1] : reduced).slice(0, room));
  if (!stem) return `fichier.${ext || (EXTENSIONS[type] ?? 'bin')}`;
  return ext ? `${stem}.${ext}` : stem;
}
