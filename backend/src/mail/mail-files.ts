import { formatDecimal } from '@trefima/domain/i18n/format';
import type { MailAttachment } from './mailer';
import type { KeptFile, StoredFile } from '../files/upload-store';

/**
 * What one mail may carry in all. Mail servers commonly refuse messages of
 * 20 to 25 MB, and base64 makes a file a third larger: past this, a file
 * stays on the server only and the mail says where.
 */
export const MAIL_FILES_MAX_BYTES = 15 * 1024 * 1024;

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} Ko` : `${formatDecimal(bytes / 1024 / 1024, { decimals: 1 })} Mo`;

/**
 * The files a customer sent with a form or a quotation request, for the
 * office's mail: the files themselves, so that a plan or a CV is read where
 * the mail is, and a line for each (kept where, joined or not). `kept` and
 * `stored` are the same files in the same order (UploadStore.put).
 */
export function officeMailFiles(kept: readonly KeptFile[], stored: readonly StoredFile[]): { attachments: MailAttachment[]; lines: string[] } {
  const attachments: MailAttachment[] = [];
  const lines: string[] = [];
  let total = 0;
  stored.forEach((file, i) => {
    const bytes = kept[i]?.buffer;
    const joined = bytes !== undefined && total + bytes.length <= MAIL_FILES_MAX_BYTES;
    if (joined) {
      total += bytes.length;
      attachments.push({ name: file.name, type: file.type, content: bytes });
    }
    const note = joined ? 'joint à ce message' : 'non joint (le message serait trop lourd), à lire sur le serveur';
    lines.push(`- ${file.name} (${file.type}, ${fileSize(file.size)}) : ${file.path}, ${note}`);
  });
  return { attachments, lines };
}
