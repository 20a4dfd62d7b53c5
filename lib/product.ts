import { publicSetting } from "./public-env.ts";

/** The product's name, filling every {product} in the spec's strings. */
export const PRODUCT_NAME = publicSetting("NEXT_PUBLIC_PRODUCT_NAME");
