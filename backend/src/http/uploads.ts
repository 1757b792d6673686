import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileMeta } from '@trefima/domain/forms/files';
import { ApiError, objectBody } from './errors';
import { LimitPassed, ReadersBusy } from '../files/limits';
import { fileReaders, type FileReaders, type FileReadersConfig } from '../files/readers';
import { safeFileName } from '../files/file-names';
import { sniff } from '../files/magic-bytes';
import { boundaryOf, MultipartShape } from '../files/multipart-shape';
import { drainLimit, drainRequest } from './request-drain';

/** An uploaded file: `name` is already the safe name, `type` the one read from its content. */
export interface Upload extends FileMeta {
  field: string;
  buffer: Buffer;
}

interface Received {
  field: string;
  filename: string;
  buffer: Buffer;
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the one door to clients' files: read off the event loop, within bounds (files/readers.ts) */
    fileReaders: FileReaders;
  }
}

/** Starts the API's file readers with the app, and ends them with it. */
export function registerFileReaders(app: FastifyInstance, config: FileReadersConfig): void {
  const readers = fileReaders(config);
  app.decorate('fileReaders', readers);
  app.addHook('onClose', () => readers.close());
}

/**
 * What a reader's refusal of the file in `field` answers: a 422 on the field
 * saying which bound the file passed, or a 503 when every reader is busy and
 * the queue full; any other error is the API's own.
 */
export function readerRefusal(error: unknown, field: string): unknown {
  if (error instanceof LimitPassed) return new ApiError(422, 'VALIDATION_ERROR', error.message, { errors: { [field]: error.message } });
  if (error instanceof ReadersBusy) return new ApiError(503, 'FILE_READERS_BUSY', error.message, { retry_after: error.retryAfterSeconds });
  return error;
}

export const malformedForm = () => new ApiError(400, 'INVALID_MULTIPART', 'Le formulaire envoyé est incomplet ou mal formé : merci de le renvoyer.');

/**
 * The plugin's own errors say what went wrong (too many files: 413, a field
 * named `constructor`: 400) and go to the central handler as they are; any
 * other error of the parser means a body it could not read.
 */
function parserError(error: unknown): Error {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  const told = error instanceof Error && statusCode !== undefined && statusCode >= 400 && statusCode < 500;
  return told && code !== 'FST_INVALID_JSON_FIELD_ERROR' ? error : malformedForm();
}

async function readParts(request: FastifyRequest, maxBytes: number, onField: (name: string, value: unknown) => void): Promise<Received[]> {
  // throwFileSizeLimit off: an oversized file is cut at the limit and flagged
  // `truncated`, so that it gets the field's 422 rather than a bare 413.
  const options: NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: maxBytes },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  const received: Received[] = [];
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (error) {
      throw parserError(error);
    }
    if (step.done) return received;
    const part = step.value;
    if (typeof part.fieldname !== 'string') throw malformedForm();
    if (part.type === 'field') {
      onField(part.fieldname, part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
    } catch (error) {
      throw parserError(error);
    }
    received.push({ field: part.fieldname, filename: part.filename ?? '', buffer: Buffer.concat(chunks), truncated: part.file.truncated });
  }
}

/**
 * Reads a form sent as multipart (fields and files) or as JSON. A multipart
 * body must be whole and well formed, or the answer is a 400 and nothing of
 * it is used. Files over the size limit are read only up to it and reported
 * with a size above it, so the shared schema gives the field its French message.
 * Each file's type is read from its content by the file readers, unless
 * `typed` is false: a route whose own reader reads the file (the quick
 * order's spreadsheet) gets the type its first bytes announce, and the file
 * is read once, not twice.
 */
export async function readForm(
  request: FastifyRequest,
  maxBytes: number,
  { typed = true }: { typed?: boolean } = {},
): Promise<{ fields: Record<string, unknown>; files: Upload[] }> {
  if (!request.isMultipart()) {
    return { fields: objectBody(request.body), files: [] };
  }
  const fields: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const key = name.replace(/\[\]$/, '');
    if (key in fields) fields[key] = ([] as unknown[]).concat(fields[key], value);
    else fields[key] = name.endsWith('[]') ? [value] : value;
  };
  const boundary = boundaryOf(request.headers['content-type']);
  const shape = boundary ? new MultipartShape(boundary) : null;
  const watch = (chunk: Buffer) => shape?.push(chunk);
  let received: Received[];
  try {
    if (!shape) throw malformedForm();
    // Attached in the same tick as busboy's pipe (readParts' first step): both see every byte.
    request.raw.on('data', watch);
    received = await readParts(request, maxBytes, add);
    if (!shape.complete) throw malformedForm();
  } finally {
    request.raw.off('data', watch);
    drainRequest(request.raw, drainLimit(maxBytes));
  }
  const files: Upload[] = [];
  for (const file of received) {
    if (!file.filename && file.buffer.length === 0) continue; // an empty file input
    // the reader is handed the bytes and gives them back: a file is not copied on its way
    let read: { type: string; bytes: Buffer };
    try {
      read = typed ? await request.server.fileReaders.type(file.buffer) : { type: sniff(file.buffer), bytes: file.buffer };
    } catch (error) {
      throw readerRefusal(error, file.field);
    }
    const { type, bytes } = read;
    const size = file.truncated ? maxBytes + 1 : bytes.length;
    files.push({ field: file.field, name: safeFileName(file.filename, type), size, type, buffer: bytes });
  }
  return { fields, files };
}
