import { UnreadableFile } from './spreadsheet-files';
import { JOBS } from './jobs';
import { serve } from './thread';

/** A file reader's thread (readers.ts): a file that does not read is refused with its reader's French message. */
serve(JOBS, (error) => (error instanceof UnreadableFile ? { kind: 'unreadable', message: error.message } : undefined));
