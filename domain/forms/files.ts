// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { formMessages as m } from './messages';
import { fileProblem, type FileKind } from './file-rules';

export { MAX_UPLOAD_BYTES, fileKinds, fileProblem, type FileKind, type FileMeta } from './file-rules';

export const uploadedFile = (label: string, kind: FileKind) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v) ?? undefined,
    z.object({ name: z.string(), size: z.number(), type: z.string() }, { error: m.fileRequired(label) }).superRefine((file, ctx) => {
      const problem = fileProblem(file, label, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
