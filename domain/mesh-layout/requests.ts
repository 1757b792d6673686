import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { CONCRETE_CLASSES } from './concrete';
import { SLAB_SIDE_LIMITS_MM } from './errors';

/*
 * `POST /treillis/calepinage`: a slab (one rectangle, or an L as two), a mesh
 * panel of the catalogue, and what its laps depend on: the concrete class,
 * the bond, whether a square panel's transverse wires carry load, and a
 * longer lap if the buyer wants one (the laps are the API's, to EN 1992-1-1:
 * domain/mesh-layout/laps.ts). What depends on the product (exists, is a
 * panel, is sold here) is the service's.
 */

const MIN_M = SLAB_SIDE_LIMITS_MM.min / 1000;
const MAX_M = SLAB_SIDE_LIMITS_MM.max / 1000;
const side = (what: string) =>
  z
    .number({ error: `${what} doit être un nombre de mètres.` })
    .check(
      z.gte(MIN_M, { error: `${what} doit être d’au moins 0,5 m.` }),
      z.lte(MAX_M, { error: `${what} doit être d’au plus ${MAX_M} m : au-delà, demandez une étude à notre bureau d’études.` }),
    );

/** A longer lap than the rule's, whole millimetres; whether it is long enough is the service's. */
const lapMm = (edge: string) =>
  z
    .int({ error: `Le recouvrement ${edge} est un nombre entier de millimètres.` })
    .check(
      z.gte(1, { error: `Le recouvrement ${edge} est un nombre entier de millimètres.` }),
      z.lte(SLAB_SIDE_LIMITS_MM.max, { error: `Le recouvrement ${edge} ne peut pas dépasser la dalle.` }),
    );

/** One rectangle of the slab, metres. */
export const meshZoneInput = z.strictObject({ length_m: side('La longueur'), width_m: side('La largeur') });

/**
 * `zones`: one rectangle, or two making an L: the second stands on the
 * first's far long side, flush with its start, and is not longer than it
 * (domain/mesh-layout/types.ts draws it). A key it does not know is refused,
 * not dropped: a misspelt span or lap would lay the slab without it, a wrong
 * layout said right.
 */
export const meshLayoutBody = z
  .strictObject({
    zones: z
      .array(meshZoneInput, { error: 'Décrivez la dalle : un rectangle, ou deux pour une dalle en L.' })
      .check(
        z.minLength(1, { error: 'Décrivez la dalle : un rectangle, ou deux pour une dalle en L.' }),
        z.maxLength(2, { error: 'Une dalle compte un rectangle, ou deux pour une dalle en L : partagez les autres formes.' }),
      ),
    reference: z.optional(z.string().check(z.minLength(1), z.maxLength(60, { error: 'Une référence compte au plus 60 caractères.' }))),
    element_id: z.optional(z.int({ error: 'Le produit (element_id) doit être un identifiant.' })),
    concrete_class: z.optional(
      z.enum(CONCRETE_CLASSES, { error: `La classe du béton est ${CONCRETE_CLASSES.slice(0, -1).join(', ')} ou ${CONCRETE_CLASSES.at(-1)}.` }),
    ),
    bond: z.optional(z.enum(['good', 'poor'], { error: 'Les conditions d’adhérence sont bonnes (good) ou médiocres (poor).' })),
    transverse_main: z.optional(z.boolean({ error: 'Les fils transversaux sont porteurs (true) ou de répartition (false).' })),
    // the slab's span for a slab on walls or beams: an ST panel's length (its main wires) is laid along it
    main_wires_along: z.optional(
      z.enum(['length', 'width'], { error: 'La portée de la dalle est « length » (le long de sa longueur) ou « width » (de sa largeur).' }),
    ),
    end_lap_mm: z.optional(lapMm('en bout de panneau')),
    side_lap_mm: z.optional(lapMm('sur les côtés')),
    // the lap in meshes this tool took before the Eurocode's: refused by name, never silently lengthened
    lap_meshes: z.optional(
      z.never({
        error:
          'Le recouvrement ne se donne plus en mailles : l’outil le calcule selon l’EN 1992-1-1 ; pour un recouvrement plus long, donnez end_lap_mm ou side_lap_mm en millimètres.',
      }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if ((v.reference === undefined) === (v.element_id === undefined)) {
        ctx.issues.push({ code: 'custom', path: ['reference'], message: 'Indiquez le panneau : sa référence ou son identifiant, l’un des deux.', input: v });
      }
      const [a, b] = v.zones;
      if (a && b && b.length_m > a.length_m) {
        ctx.issues.push({
          code: 'custom',
          path: ['zones', 1, 'length_m'],
          message: 'La partie B ne peut pas être plus longue que la partie A : décrivez la plus longue branche du L en A.',
          input: v,
        });
      }
    }),
  );
export type MeshLayoutBody = z.input<typeof meshLayoutBody>;
export type MeshLayoutInput = z.output<typeof meshLayoutBody>;
