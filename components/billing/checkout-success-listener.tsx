"use client";
import { useEffect } from "react";
import { listenForCheckoutSuccess } from "@/lib/client/checkout.ts";

/** Mount anywhere a checkout may finish in another frame or window: navigates to /chat?session_id=… */
export function CheckoutSuccessListener() {
  useEffect(() => listenForCheckoutSuccess(), []);
  return null;
}
