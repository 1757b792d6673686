import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';

const UNREADABLE = 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.';

/**
 * The client's name for one request that makes something (a quotation of given lines, a schedule's first save): sent
 * again under it, its answer lost on the way (an island's network), the request gets what it made the first time
 * instead of a second one. In zod/mini, as the schedule's calls are (the editor's bundle), and taken by zod's classic
 * objects alike.
 */
export const requestKey = z.optional(z.string({ error: UNREADABLE }).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: UNREADABLE })));
