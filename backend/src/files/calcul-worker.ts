import '../http/zod-fr'; // zod's own messages in French in this thread too, as app.ts sets them in the API's: for a schema that gives none
import { CALCUL_JOBS } from './calcul-jobs';
import { serve } from './thread';

/** A calculs' worker (a thread, or a process for the plans): its jobs answer a client's mistakes themselves (the 422 of a row), so any error here is the code's. */
serve(CALCUL_JOBS);
