import { STATUS_CODES } from 'node:http';

const page = (status: number, message: string) =>
  `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${status}</title><h1>${message}</h1><p><a href="/">Retour à l’accueil</a></p></html>`;

/** A path the host will not read: control characters, raw or encoded, or a broken encoding. */
export const BAD_REQUEST_PAGE = page(400, 'Requête invalide');

/** What the host says of an error Fastify raised (its own words are English and name its internals). */
const ERRORS: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Requête invalide'],
  404: ['NOT_FOUND', 'Page non trouvée'],
  408: ['REQUEST_TIMEOUT', 'Délai de la requête dépassé'],
  413: ['PAYLOAD_TOO_LARGE', 'Requête trop volumineuse'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge'],
  500: ['SERVER_ERROR', 'Erreur du serveur, réessayez dans un instant'],
};

/** An error's status as the host answers it: a framework 4xx keeps its own, anything else is a 500. */
export const errorStatus = (status: number | undefined) => (status && status >= 400 && status < 500 ? status : 500);

/** The French words of an error answer: a 4xx without its own is a « Requête invalide ». */
export const errorWords = (status: number): { code: string; message: string } => {
  const [code, message] = ERRORS[status] ?? (status < 500 ? ERRORS[400] : ERRORS[500]);
  return { code, message };
};

/** The French page of an error answer, for a page's address. */
export const errorPage = (status: number) => page(status, errorWords(status).message);

const PARSER_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Délai de la requête dépassé'],
  HPE_HEADER_OVERFLOW: [431, 'En-têtes de la requête trop volumineux'],
};

/**
 * The whole HTTP answer to a request Node's parser refused (a raw control
 * character in the path, a malformed header…): Fastify never sees it, so
 * neither its hooks nor its headers apply, and its own answer is English JSON.
 */
export function parserErrorAnswer(code: string | undefined, headers: Record<string, string>): string {
  const [status, message] = PARSER_ERRORS[code ?? ''] ?? [400, 'Requête invalide'];
  const body = page(status, message);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'content-type: text/html; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
