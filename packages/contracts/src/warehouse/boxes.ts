// Shipping boxes (issue 36, "The packaging order detail: scan every item, choose the box, weigh"): the
// boxes the packing station chooses from. A box gives the parcel its size and adds its own weight to the
// products'. Response shapes, zod-free like ./picking.ts (the schemas are in ./schemas.ts).

/** The longest side a box may have (cm): more than any carrier of the shop takes. */
export const BOX_SIDE_CM_MAX = 200;

/** A parcel's outside size in whole centimetres, longest side first as carriers measure it. */
export type ParcelSize = { length_cm: number; width_cm: number; height_cm: number };

export type AdminBox = ParcelSize & {
  id: string;
  /** As the packer knows it ("M", "Phone box"). */
  name: string;
  /** The empty box's own weight, added to the products' when the parcel's weight is not typed. */
  weight_g: number;
};

/** GET /admin/boxes: every box, smallest first. */
export type AdminBoxesResponse = { boxes: AdminBox[] };
/** POST /admin/boxes, GET and POST /admin/boxes/:id. */
export type AdminBoxResponse = { box: AdminBox };
