/**
 * The bounds a client's file is read within, and the refusal that says which
 * one it passed. Each reader counts as it goes and stops at the first bound
 * passed; the pool adds the time and memory a worker may spend.
 */

export type Limit = 'rows' | 'inflated' | 'time' | 'memory';

/** What one reading may cost; the pool holds the time and the memory, the readers the rest. */
export interface ReadLimits {
  /** bytes a file may inflate to, all its compressed parts together */
  inflatedBytes: number;
  /** rows of a table read before it is abandoned (the caller decides what more rows mean) */
  rows?: number;
}

const MB = 1024 * 1024;
/** What a file may inflate to unless the configuration says otherwise (FILE_MAX_INFLATED_MB). */
export const DEFAULT_INFLATED_BYTES = 100 * MB;
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} Mo`;

/** A bound passed while reading a file: French, said on the file's field. */
export class LimitPassed extends Error {
  constructor(
    public limit: Limit,
    message: string,
  ) {
    super(message);
  }
}

export const inflatedPast = (bytes: number) =>
  new LimitPassed(
    'inflated',
    `Ce fichier se décompresse en plus de ${megabytes(bytes)} : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel, ou envoyez-en une version plus légère.`,
  );

/** A stream a PDF reader decodes as it opens the file (its objects, its cross-references) that inflates past its own bound. */
export const objectsInflatedPast = (bytes: number) =>
  new LimitPassed(
    'inflated',
    `Ce fichier contient des objets compressés qui se décompressent en plus de ${megabytes(bytes)} : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel.`,
  );

/** A part of an archive that inflates to more than its header declares: how a zip bomb hides from whoever trusts the header. */
export const inflatedPastDeclared = () =>
  new LimitPassed(
    'inflated',
    'Ce fichier contient une partie qui se décompresse en plus que la taille qu’elle annonce : une archive ainsi faite n’est pas acceptée.',
  );

export const timePast = (ms: number) =>
  new LimitPassed(
    'time',
    `La lecture de ce fichier a pris plus de ${Math.round(ms / 100) / 10} s : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel, ou envoyez-en une version plus simple.`.replace(
      /(\d)\.(\d)/,
      '$1,$2',
    ),
  );

export const memoryPast = (mb: number) =>
  new LimitPassed(
    'memory',
    `La lecture de ce fichier demande plus de ${mb} Mo de mémoire : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel, ou envoyez-en une version plus simple.`,
  );

/** Every reader of the pool is busy and its queue is full: the client tries again in a moment. */
export class ReadersBusy extends Error {
  constructor(public retryAfterSeconds: number) {
    super('Trop de fichiers sont en cours de lecture : merci de renvoyer le vôtre dans quelques secondes.');
  }
}
