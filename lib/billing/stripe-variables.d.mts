// Types for stripe-variables.mjs.
export declare const STRIPE_VARIABLES: readonly string[];
