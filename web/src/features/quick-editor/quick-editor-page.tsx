/**
 * /mobile-editor/{id}: the quick editor (spec 000 §2). Phone first: the card preview, then
 * the theme, the pictures, one-field edits and social links, each saved on its own; on a desktop the same
 * column, centred.
 */

import { CardView } from "@card-view/card-view-with-styles";
import type { BusinessCard } from "@core/card";
import { Navigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { CardFieldsProvider } from "@/features/card-fields/card-fields-provider";
import { useCard } from "@/features/cards/api";
import { usePageTitle } from "@/features/shell/use-page-title";
import { toastAuthRequired } from "./auth-required";
import { ImageSection } from "./image-section";
import { LoadError } from "./load-error";
import { QuickEditorHeader } from "./quick-editor-header";
import { QuickFieldList } from "./quick-field-list";
import { SocialSection } from "./social-section";
import { ThemePicker } from "./theme-picker";
import { useSavedFlash } from "./use-saved-flash";

export default function QuickEditorPage() {
  const { id } = useParams();
  const valid = id !== undefined && /^\d+$/.test(id);
  const card = useCard(valid ? id : undefined);
  usePageTitle(card.isError ? "Error loading card" : "Quick Editor");

  if (!valid) return <Navigate to="/dashboard" replace />;
  if (card.isError) return <LoadError error={card.error} />;
  if (!card.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading card" />
      </div>
    );
  }
  return <QuickEditor card={card.data} />;
}

function QuickEditor({ card }: { card: BusinessCard }) {
  const { visible, flash } = useSavedFlash();

  return (
    // Every save lights the 'Saved' indicator; a 401 asks the user to sign in.
    <CardFieldsProvider card={card} onSaved={flash} onUnauthorized={toastAuthRequired}>
      <div className="mx-auto w-full max-w-lg space-y-6">
        <QuickEditorHeader cardId={card.id} saved={visible} />
        <section aria-label="Card preview" className="overflow-hidden rounded-xl">
          <CardView card={card} variant="preview" headingLevel={2} />
        </section>
        <ThemePicker />
        <ImageSection />
        <QuickFieldList />
        <SocialSection />
      </div>
    </CardFieldsProvider>
  );
}
