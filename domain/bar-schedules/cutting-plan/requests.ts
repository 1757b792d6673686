import '../../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { formatDecimal } from '../../i18n/format';
import { barScheduleCalculRowsBody, barScheduleDraftRowsBody, barScheduleRevisionQuery } from '../requests';
import { CUTTING_BOUNDS } from './contract';

/*
 * What the plan's calls take: the rows as /nomenclature/calcul takes them
 * (read and checked a chunk at a time by the API, as the calcul's are), and
 * the two settings, each a whole number of millimetres within its bound.
 */
const millimetres = (what: string, max: number) =>
  z.int({ error: `${what} est un nombre entier de millimètres.` }).check(
    // « la perte », « la longueur »: both settings are feminine
    z.minimum(0, { error: `${what} ne peut pas être négative.` }),
    z.maximum(max, { error: `${what} ne doit pas dépasser ${formatDecimal(max, { decimals: 0 })} mm.` }),
  );
const settings = {
  kerf_mm: z.optional(millimetres('La perte par coupe', CUTTING_BOUNDS.kerf_mm)),
  min_offcut_mm: z.optional(millimetres('La longueur de chute conservée', CUTTING_BOUNDS.min_offcut_mm)),
};
/** Query strings carry text: the same bounds, read from digits. */
const millimetresText = (what: string, max: number) =>
  z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,6}$/, { error: `${what} est un nombre entier de millimètres.` })), z.transform(Number))
      .check(z.maximum(max, { error: `${what} ne doit pas dépasser ${formatDecimal(max, { decimals: 0 })} mm.` })),
  );

// a key they do not know is refused, not dropped: a misspelt setting (« kerf ») would cut the plan without it
export const cuttingPlanBody = z.strictObject({ ...barScheduleCalculRowsBody.shape, ...settings });
export const cuttingPlanPdfBody = z.strictObject({ ...barScheduleDraftRowsBody.shape, ...settings });
export const cuttingPlanQuery = z.object({
  ...barScheduleRevisionQuery.shape,
  kerf_mm: millimetresText('La perte par coupe', CUTTING_BOUNDS.kerf_mm),
  min_offcut_mm: millimetresText('La longueur de chute conservée', CUTTING_BOUNDS.min_offcut_mm),
});
