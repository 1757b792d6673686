import { z } from 'zod/mini';
import type { FileAnswer } from './endpoint';

/** The schema of a file endpoint's answer (a PDF, a BVBS or CSV file): the client gives its bytes and the API's name for it. */
export const fileAnswer = z.custom<FileAnswer>((v) => typeof v === 'object' && v !== null && 'blob' in v && 'name' in v);
