/** The card's email signature as the server writes it (GET /api/business-cards/{id}/email-signature). */
import type { EmailSignature, EmailSignatureExtra, EmailSignatureLayout } from "@core/email-signature";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

function emailSignatureUrl(cardId: number, layout: EmailSignatureLayout, extra: EmailSignatureExtra): string {
  return `/api/business-cards/${cardId}/email-signature?${new URLSearchParams({ layout, extra })}`;
}

/** The signature of one layout and extra; the last one stays shown while the next loads. */
export function useEmailSignature(cardId: number, layout: EmailSignatureLayout, extra: EmailSignatureExtra) {
  const url = emailSignatureUrl(cardId, layout, extra);
  return useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<EmailSignature>("GET", url),
    placeholderData: keepPreviousData,
  });
}
