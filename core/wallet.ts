/**
 * Wallet passes of a card: an Apple Wallet pass file and a Google Wallet save link, each offered
 * only when the server's operator has configured its signing material.
 */
import { z } from "zod";

/** Which wallets this server can sign passes for (GET /api/wallet). */
export const walletAvailabilitySchema = z.object({ apple: z.boolean(), google: z.boolean() });
export type WalletAvailability = z.infer<typeof walletAvailabilitySchema>;

/** The signed .pkpass file of a card; opened on an iPhone, it offers to add the pass. */
export function appleWalletPassPath(cardId: number): string {
  return `/api/business-cards/${cardId}/wallet/apple`;
}

/** Redirects to Google Wallet's save page with the card's signed pass. */
export function googleWalletSavePath(cardId: number): string {
  return `/api/business-cards/${cardId}/wallet/google`;
}

export const APPLE_WALLET_NOT_SET_UP = "Apple Wallet passes are not set up on this server.";
export const GOOGLE_WALLET_NOT_SET_UP = "Google Wallet passes are not set up on this server.";
export const WALLET_PASSES_TOO_MANY =
  "Too many wallet passes made in a minute. Please wait a minute and try again.";

/** Passes one user may have made per minute: each costs a signature and a few image resizes. */
export const WALLET_PASSES_PER_USER_PER_MINUTE = 20;
