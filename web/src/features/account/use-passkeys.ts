/**
 * The account's passkeys (GET /api/account/passkeys) and what the Security tab does with them.
 * Adding one runs the browser's passkey prompt between the server's options and its check; the
 * WebAuthn helper is fetched then, not with the account page.
 */
import type { Passkey } from "@core/schemas/passkeys";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast";

const PASSKEYS_URL = "/api/account/passkeys";
const PASSKEYS_KEY = [PASSKEYS_URL];

export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => apiRequest<Passkey[]>("GET", PASSKEYS_URL) });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [optionsJSON, { startRegistration }] = await Promise.all([
        apiRequest<PublicKeyCredentialCreationOptionsJSON>("POST", `${PASSKEYS_URL}/options`),
        import("@simplewebauthn/browser"),
      ]);
      const response = await startRegistration({ optionsJSON });
      return apiRequest<Passkey>("POST", PASSKEYS_URL, { name, response });
    },
    onSuccess: (passkey) => {
      toast({
        title: "Passkey added",
        description: `You can now sign in with “${passkey.name}”.`,
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiRequest<Passkey>("PATCH", `${PASSKEYS_URL}/${id}`, { name }),
    onSuccess: () => {
      toast({ title: "Passkey renamed", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>("DELETE", `${PASSKEYS_URL}/${id}`),
    onSuccess: (answer) => {
      toast({ title: "Success", description: answer.message, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
  });
}
