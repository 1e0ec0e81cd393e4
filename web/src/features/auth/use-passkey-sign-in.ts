/**
 * Signing in with a passkey, no username typed: the server's options, the browser's passkey
 * prompt, the answer checked by the server, then the user held as after a password sign-in. The
 * WebAuthn helper is fetched only here, when the button is pressed, so the sign-in page's first
 * load does not carry it (decision 027's budget).
 */
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast";
import { displayName, type User } from "./types";
import { USER_QUERY_KEY } from "./use-auth";

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [optionsJSON, { startAuthentication }] = await Promise.all([
        apiRequest<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/login/passkey/options"),
        import("@simplewebauthn/browser"),
      ]);
      const response = await startAuthentication({ optionsJSON });
      return apiRequest<User>("POST", "/api/login/passkey", { response });
    },
    onSuccess: (user) => {
      // As after a password: the sign-in page sees the user and moves on to the dashboard.
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: "Login successful",
        description: `Welcome back, ${displayName(user)}!`,
        variant: "success",
      });
    },
  });
}
