/**
 * /mobile-editor/{id}: the quick editor. Phone first: the card preview, then
 * the theme, the pictures, one-field edits and social links, each saved on its own, under a
 * header stuck to the top with the 'Saved' indicator, and a bar stuck to the bottom with
 * 'View my card' and 'Share'; on a desktop the
 * same column, centred. Someone else's card without permission (403) goes back to the
 * dashboard with the server's denial, as the full editor does; other failures
 * show the load error screen.
 */

import { CardView } from "@card-view/card-view-with-styles";
import type { BusinessCard } from "@core/card";
import { EDIT_CARD_DENIAL } from "@core/policy";
import { useEffect, useRef } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { CardFieldsProvider } from "@/features/card-fields/card-fields-provider";
import { OrganisationNotice } from "@/features/card-fields/organisation-notice";
import { useSavedFlash } from "@/features/card-fields/use-saved-flash";
import { useCard } from "@/features/cards/api";
import { usePageTitle } from "@/features/shell/use-page-title";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { toastAuthRequired } from "./auth-required";
import { ImageSection } from "./image-section";
import { LoadError } from "./load-error";
import { QuickEditorBar } from "./quick-editor-bar";
import { QuickEditorHeader } from "./quick-editor-header";
import { QuickFieldList } from "./quick-field-list";
import { SocialSection } from "./social-section";
import { ThemePicker } from "./theme-picker";

export default function QuickEditorPage() {
  const { id } = useParams();
  const valid = id !== undefined && /^\d+$/.test(id);
  const card = useCard(valid ? id : undefined);
  const denied = card.error instanceof ApiError && card.error.status === 403 ? card.error : null;
  usePageTitle(card.isError && !denied ? "Error loading card" : "Quick Editor");
  useDenialRedirect(denied);

  if (!valid) return <Navigate to="/dashboard" replace />;
  if (card.isError && !denied) return <LoadError error={card.error} />;
  if (!card.data || denied) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading card" />
      </div>
    );
  }
  return <QuickEditor card={card.data} />;
}

/** A denied card: the server's text as a toast, once, and back to the dashboard. */
function useDenialRedirect(denied: ApiError | null) {
  const navigate = useNavigate();
  const redirected = useRef(false);
  useEffect(() => {
    if (!denied || redirected.current) return;
    redirected.current = true;
    toast({ title: denied.serverMessage || EDIT_CARD_DENIAL, variant: "destructive" });
    navigate("/dashboard", { replace: true });
  }, [denied, navigate]);
}

function QuickEditor({ card }: { card: BusinessCard }) {
  const { visible, flash } = useSavedFlash();

  return (
    // Every save lights the 'Saved' indicator; a 401 asks the user to sign in.
    <CardFieldsProvider card={card} onSaved={flash} onUnauthorized={toastAuthRequired}>
      <div className="mx-auto w-full max-w-lg space-y-6">
        <QuickEditorHeader cardId={card.id} saved={visible} />
        <OrganisationNotice card={card} />
        <section aria-label="Card preview" className="overflow-hidden rounded-xl">
          <CardView card={card} variant="preview" headingLevel={2} />
        </section>
        <ThemePicker />
        <ImageSection />
        <QuickFieldList />
        <SocialSection />
        <QuickEditorBar slug={card.slug} name={card.name ?? ""} />
      </div>
    </CardFieldsProvider>
  );
}
