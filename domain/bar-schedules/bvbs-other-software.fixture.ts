/**
 * BVBS lines as other software writes them, for the tests of bvbs-decode.ts:
 * bending-machine presets and CAD exports, each with the variant it carries.
 * Written for these tests (no file of a real job), each imitating what the
 * software named in its comment writes; the checksums are those the writer
 * would compute over its own bytes (../shared/reference/rebar-schedules.md,
 * "Bending machines: BVBS").
 */

/** A stirrup bender's preset list, as an Italian machine saves it: decimal comma in the mass, no grade, 135° hooks. */
export const PRESET_DECIMAL_COMMA = 'BF2D@HjCantiere 12@rTrave 3-6@i@p1@l1190@n12@e0,470@d8@g@s32@v@Gl90@w135@l260@w90@l360@w90@l260@w90@l360@w135@l90@w0@C76@';

/** The same preset once the machine is set to a decimal point: a closed link with 135° hooks, which no flat BS 8666 template describes. */
export const PRESET_HOOKED_LINK = 'BF2D@HjCantiere 12@rTrave 3-6@i@p1@l1190@n12@e0.470@d8@g@s32@v@Gl90@w135@l260@w90@l360@w90@l260@w90@l360@w135@l90@w0@C74@';

/**
 * A CAD export that writes the optional header fields (a layer, t stagger) and
 * a private block P after the geometry, its cut length with the bend
 * deductions (so it agrees with ours).
 */
export const CAD_OPTIONAL_BLOCKS = 'BF2D@HjRES-ALIZES@rPL-204@ic@p204@l1340@n6@e1.190@d12@gB500B@s48@v@a1@t0@Gl400@w90@l960@w0@PnREBAR@hPOUTRE-P4@C72@';

/** A bridge detailer's CAD export of a Ø25 bar with a threaded end for a coupler (block M; its fields vary with the coupler's maker). */
export const CAD_COUPLER = 'BF2D@HjPONT-97@r12-B@iA@p7@l2450@n4@e9.440@d25@gB500B@s175@v@Gl2450@w0@MtS@mCOUPLEUR-25@C67@';

/** A CAD export of a bar with an arc: a curved leg given by its radius r and its angle, between two straight legs. */
export const CAD_ARC = 'BF2D@HjQUAI-2@r31@i@p9@l2860@n8@e4.410@d16@gB500B@s64@v@Gl600@w0@r1500@w60@l600@w0@C76@';

/** A small tool that writes its group in lowercase. */
export const LOWERCASE_GROUP = 'bf2d@HjGarage@r5@ia@p3@l6000@n8@e5.328@d12@gB500B@s48@v@Gl6000@w0@C89@';

/** A spreadsheet macro that leaves the checksum block out. */
export const NO_CHECKSUM = 'BF2D@HjGarage@r5@ia@p5@l3000@n8@e1.851@d10@gB500B@s40@v@Gl3000@w0@';

/** A macro that ends the line on the checksum's digits, without the last @. */
export const NO_LAST_AT = 'BF2D@HjGarage@r5@ia@p6@l2400@n8@e1.481@d10@gB500B@s40@v@Gl2400@w0@C68';

/** Another software's Ø25 bend at the table's former diameter M = 175. */
export const D25_TABLE_MANDREL = 'BF2D@HjPONT-97@r12-B@iA@p8@l1535@n6@e5.914@d25@gB500B@s175@v@Gl500@w90@l1100@w0@C71@';

/** The same bend as this shop's export wrote it before the mandrel was the table's: 2 × 87 = 174. */
export const D25_OLD_EXPORT = 'BF2D@HjPONT-97@r12-B@iA@p8@l1535@n6@e5.914@d25@gB500B@s174@v@Gl500@w90@l1100@w0@C72@';

/** A mesh line of a CAD export (treillis soudé ST 25 C). */
export const MESH = 'BFMA@HjDALLE-RDC@r7@i@p1@l6000@n10@e30.240@gB500A@s@mST25C@b2400@v@C95@';

/** A 3D bar of a CAD export, given by the coordinates of its corners. */
export const BAR_3D = 'BF3D@HjPONT-97@r12-B@iA@p11@l1900@n4@e2.999@d16@gB500B@s64@v@Gx0@y0@z0@x600@y0@z0@x600@y700@z0@x600@y700@z600@C79@';

/** A pile cage's helix (diameter, turns, pitch). */
export const HELIX = 'BFWE@HjPIEUX@r3@i@p2@l18850@n2@e11.620@d8@gB500B@s32@v@Gd600@n10@g150@C86@';
