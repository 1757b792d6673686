import { meshLayoutAnswer, meshPanelList } from './contract';
import type { MeshLayoutBody } from './requests';
import { endpoint } from '../contract/endpoint';

/* The welded-mesh layout tool (see index.ts); a signed-in customer's prices carry his discount. */
export const getMeshPanels = /*#__PURE__*/ endpoint('mesh.panels', 'GET', '/treillis/panneaux', meshPanelList, { auth: 'optional' });

export const layOutMesh = /*#__PURE__*/ endpoint<typeof meshLayoutAnswer, { body: MeshLayoutBody }>(
  'mesh.layout',
  'POST',
  '/treillis/calepinage',
  meshLayoutAnswer,
  { auth: 'optional' },
);
