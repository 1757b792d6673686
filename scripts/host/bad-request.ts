import { STATUS_CODES } from 'node:http';

const page = (status: number, message: string) =>
  `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${status}</title><h1>${message}</h1><p><a href="/">Retour à l’accueil</a></p></html>`;

/** A path the host will not read: control characters, raw or encoded, or a broken encoding. */
export const BAD_REQUEST_PAGE = page(400, 'Requête invalide');

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
