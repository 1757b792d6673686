import type { SeedSynonyms } from '../types';

/**
 * What builders in the Antilles and Guyane type for what the catalogue names
 * otherwise. The `terms` of a group stand for one another; each also finds
 * what the `finds` find, and not the reverse: a buyer who types the
 * catalogue's own name ("barre HA") wants exactly that. What a term finds
 * through `finds` ranks before what it finds through the other terms (the
 * catalogue's names are known to be sold), each list in its order. Every
 * term finds products the catalogue sells (checked in catalogue/routes.test.ts).
 */
export const synonyms: SeedSynonyms[] = [
  // rebar: the old site's "fer à béton" page, and what the yard calls it
  { terms: ['fer à béton', 'rond à béton', 'acier HA', 'haute adhérence', 'fer'], finds: ['barre HA', 'botte HA', 'couronne HA'] },
  { terms: ['treillis', 'treillis soudé', 'panneau soudé', 'grillage soudé'] },
  { terms: ['nappe', 'grillage'], finds: ['treillis'] },
  { terms: ['tôle', 'bac acier', 'tôle ondulée'] },
  { terms: ['tôle nervurée', 'bac nervuré'], finds: ['bac acier'] },
  { terms: ['tôle tuile', 'tuile métallique'], finds: ['tuile acier'] },
  { terms: ['armature', 'cage'] },
  { terms: ['faîtière', 'faîtage', 'chapeau'] },
  { terms: ['fil à ligaturer', 'fil de ligature', 'fil d’attache', 'fil de fer'], finds: ['fil recuit'] },
  { terms: ['transparente', 'transparent', 'translucide'], finds: ['éclairante'] },
  { terms: ['galva', 'galvanisé', 'zingué'], finds: ['aluzinc'] },
  { terms: ['tek', 'autoforeuse'], finds: ['autoperceuse'] },
  { terms: ['cornière'], finds: ['angle extérieur'] },
  { terms: ['galette', 'écarteur'], finds: ['cale'] },
];
