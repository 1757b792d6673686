import { z } from 'zod';

/**
 * zod's own messages (a body of the wrong type, a field that is not a
 * string…) in French for every answer of the API. The site does not load
 * this: its forms give every message themselves, and the locale weighs.
 */
z.config(z.locales.fr());
