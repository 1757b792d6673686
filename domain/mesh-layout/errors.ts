/** A slab or a panel the layout cannot be worked out for; `field` names the input at fault, the message is French. */
export class MeshLayoutError extends Error {
  constructor(
    public field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MeshLayoutError';
  }
}

/** Slab sides the tool takes: below half a metre nobody lays a panel, above 200 m it is a design office's job. */
export const SLAB_SIDE_LIMITS_MM = { min: 500, max: 200_000 } as const;
