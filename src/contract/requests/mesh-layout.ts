import '../../lib/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { SLAB_SIDE_LIMITS_MM } from '../../lib/mesh-layout/errors';

/*
 * `POST /treillis/calepinage`: a slab (one rectangle, or an L as two), a mesh
 * panel of the catalogue and the lap. What depends on the product (exists,
 * is a panel, is sold here) is the service's.
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

/** One rectangle of the slab, metres. */
export const meshZoneInput = z.object({ length_m: side('La longueur'), width_m: side('La largeur') });

/**
 * `zones`: one rectangle, or two making an L: the second stands on the
 * first's far long side, flush with its start, and is not longer than it
 * (src/lib/mesh-layout/types.ts draws it).
 */
export const meshLayoutBody = z
  .object({
    zones: z
      .array(meshZoneInput, { error: 'Décrivez la dalle : un rectangle, ou deux pour une dalle en L.' })
      .check(
        z.minLength(1, { error: 'Décrivez la dalle : un rectangle, ou deux pour une dalle en L.' }),
        z.maxLength(2, { error: 'Une dalle compte un rectangle, ou deux pour une dalle en L : partagez les autres formes.' }),
      ),
    reference: z.optional(z.string().check(z.minLength(1), z.maxLength(60, { error: 'Une référence compte au plus 60 caractères.' }))),
    element_id: z.optional(z.int({ error: 'Le produit (element_id) doit être un identifiant.' })),
    lap_meshes: z.union([z.literal(1), z.literal(2)], { error: 'Le recouvrement est d’une ou de deux mailles (1 ou 2).' }),
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
