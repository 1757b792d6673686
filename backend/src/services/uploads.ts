import type { FastifyRequest } from 'fastify';
import type { FileMeta } from '../../../src/forms/files';

export interface Upload extends FileMeta {
  field: string;
  buffer: Buffer;
}

/**
 * The type of a file from its first bytes, not from what the browser claims:
 * a renamed executable is not a PDF.
 */
export function sniff(buffer: Buffer, name: string): string {
  const head = buffer.subarray(0, 8);
  if (head.subarray(0, 4).toString('latin1') === '%PDF') return 'application/pdf';
  if (head[0] === 0x89 && head.subarray(1, 4).toString('latin1') === 'PNG') return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.readUInt32BE(0) === 0xd0cf11e0) return 'application/msword';
  if (head.readUInt32BE(0) === 0x504b0304) {
    const start = buffer.subarray(0, 4096).toString('latin1');
    if (start.includes('mimetypeapplication/vnd.oasis.opendocument.text')) return 'application/vnd.oasis.opendocument.text';
    if (/\.docx$/i.test(name) || start.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    return 'application/zip';
  }
  return 'application/octet-stream';
}

/**
 * Reads a form sent as multipart (fields and files) or as JSON. Files over the
 * size limit are read only up to it and reported with a size above it, so the
 * shared schema gives the field its French message.
 */
export async function readForm(request: FastifyRequest, maxBytes: number): Promise<{ fields: Record<string, unknown>; files: Upload[] }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) return { fields: {}, files: [] };
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: Upload[] = [];
  const add = (name: string, value: unknown) => {
    const key = name.replace(/\[\]$/, '');
    if (key in fields) fields[key] = ([] as unknown[]).concat(fields[key], value);
    else fields[key] = name.endsWith('[]') ? [value] : value;
  };
  // throwFileSizeLimit off: an oversized file is cut at the limit and flagged
  // `truncated`, so that it gets the field's 422 rather than a bare 413.
  const options: NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: maxBytes },
    throwFileSizeLimit: false,
  };
  for await (const part of request.parts(options)) {
    if (part.type === 'field') {
      add(part.fieldname, part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    const buffer = Buffer.concat(chunks);
    if (!part.filename && buffer.length === 0) continue; // an empty file input
    const size = part.file.truncated ? maxBytes + 1 : buffer.length;
    files.push({ field: part.fieldname, name: part.filename, size, type: sniff(buffer, part.filename), buffer });
  }
  return { fields, files };
}
