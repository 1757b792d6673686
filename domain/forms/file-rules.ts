/*
 * The rules of attached files, without zod: the schemas (files.ts) and the
 * pages that check a file on its own (the bar-schedule editor's plan) share them.
 */

/** The files' messages, here rather than with the forms' (messages.ts takes them from here): a page that checks one file does not load them all. */
export const fileMessages = {
  fileRequired: (label: string) => `Merci de joindre le fichier « ${label} ».`,
  fileTooLarge: (label: string, maxMb: number) => `Le fichier « ${label} » dépasse la taille maximale de ${maxMb} Mo.`,
  fileType: (label: string, types: string) => `Le fichier « ${label} » n’est pas d’un type accepté (${types}).`,
};
const m = fileMessages;

/** Attached files are checked in the browser before upload and again by the API, with these limits. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const fileKinds = {
  document: {
    label: 'PDF, DOC, DOCX ou ODT',
    extensions: ['pdf', 'doc', 'docx', 'odt'],
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
    ],
  },
  planOrPhoto: {
    label: 'PDF, JPG ou PNG',
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    types: ['application/pdf', 'image/jpeg', 'image/png'],
  },
} as const;
export type FileKind = keyof typeof fileKinds;

/** What both a browser `File` and the API's upload record have. */
export interface FileMeta {
  name: string;
  size: number;
  type: string;
}

/** What follows the last dot; a name without a dot ("pdf") has no extension. */
const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export function fileProblem(file: FileMeta, label: string, kind: FileKind, maxBytes = MAX_UPLOAD_BYTES): string | null {
  const k = fileKinds[kind];
  if (file.size > maxBytes) return m.fileTooLarge(label, Math.round(maxBytes / 1024 / 1024));
  const typeOk = (k.types as readonly string[]).includes(file.type);
  const extOk = (k.extensions as readonly string[]).includes(extension(file.name));
  if (!typeOk || !extOk) return m.fileType(label, k.label);
  if (file.size === 0) return m.fileRequired(label);
  return null;
}
