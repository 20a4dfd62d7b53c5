/** The product's name, filling every {product} in the spec's strings. */
export const PRODUCT_NAME = process.env.NEXT_PUBLIC_PRODUCT_NAME || "Berea";
