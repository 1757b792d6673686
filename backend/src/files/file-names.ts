/**
 * The name of an uploaded file as the rest of the API may use it: in a mail,
 * a storage path, the back office. What the browser sent is only a hint.
 */

const MAX_LENGTH = 80;

/** The extensions of each type read in a file's bytes, the one a name is given first. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
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

const KNOWN = new Set(Object.values(EXTENSIONS).flat());

/**
 * The extension a file of `type` is named with. A mail reader opens an attachment by its name, and a PDF sent as
 * « cv.docx » would open in Word: an extension of another known type gives way to the type's own. The visitor's stays
 * when it is one of the type's (« .JPG », « .jpeg »), when the type has none (an unknown file, a zip its route reads),
 * and when it is no known type's (« .exe », none): the forms' rules then refuse the name, rather than this renaming
 * it into acceptance.
 */
function extensionFor(sent: string, type: string): string {
  const own = EXTENSIONS[type];
  const theirs = sent.toLowerCase();
  return own && KNOWN.has(theirs) && !own.includes(theirs) ? own[0]! : sent;
}

/**
 * Reduces a browser's file name to `[A-Za-z0-9._-]`, at most 80 characters,
 * with the extension of the type read in its bytes; never empty, never
 * starting with a dot. A name with nothing left becomes `fichier.<extension>`.
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
    .replace(/[-_]*\.[-_.]*/g, '.')
    // « photo.PDF  » ends in a dash once reduced: its extension is still the last one
    .replace(/[-_.]+$/, '');
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(reduced);
  const ext = extensionFor(match ? match[2]! : '', type);
  const room = MAX_LENGTH - (ext ? ext.length + 1 : 0);
  const stem = trimSeparators(trimSeparators(match ? match[1] : reduced).slice(0, room));
  if (!stem) return `fichier.${ext || (EXTENSIONS[type]?.[0] ?? 'bin')}`;
  return ext ? `${stem}.${ext}` : stem;
}
