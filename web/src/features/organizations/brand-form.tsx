/**
 * The organisation's brand, on the Details tab: two colours, a font, a logo and a QR code logo.
 * Cards linked to the organisation's templates are shown in it (their colours only where they
 * stay readable: core/org-brand.ts), and so are its directory and its cards' QR codes.
 */
import { BRAND_FONT_NAMES, BRAND_FONTS, type BrandFont, type OrgBrand } from "@core/org-brand";
import type { OrgDetail } from "@core/schemas/organizations";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { VerbatimInput } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PwaColorField } from "@/features/install/pwa-color-field";
import { acceptedTypes } from "@/features/uploads/file-checks";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { UploadStatus } from "@/features/uploads/upload-status";
import { toast } from "@/lib/toast";
import { useUpdateOrganization } from "./api";
import { fieldErrorsOf, toastFailure } from "./server-errors";
import { useBrandUpload } from "./use-brand-upload";

type BrandText = { [K in Exclude<keyof OrgBrand, "font">]: string } & { font: BrandFont | "" };

const asText = (brand: OrgBrand): BrandText => ({
  primaryColor: brand.primaryColor ?? "",
  secondaryColor: brand.secondaryColor ?? "",
  font: brand.font ?? "",
  logo: brand.logo ?? "",
  qrLogo: brand.qrLogo ?? "",
});

const PICTURE_HINT = "Upload a picture, or give its address (https://…)";

export function BrandForm({ org }: { org: OrgDetail }) {
  const [brand, setBrand] = useState<BrandText>(() => asText(org.brand));
  const update = useUpdateOrganization(org.id);
  const errors = fieldErrorsOf(update.error);
  const set = (field: Exclude<keyof BrandText, "font">) => (value: string) =>
    setBrand((now) => ({ ...now, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { name: org.name, slug: org.slug, brand: { ...brand, font: brand.font === "" ? null : brand.font } },
      {
        onSuccess: (saved) => {
          setBrand(asText(saved.brand));
          toast({ title: "Success", description: "Brand saved", variant: "success" });
        },
        onError: (error) => toastFailure(error, "Failed to save the brand"),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="brand-heading"
      className="space-y-4 border-t border-border pt-4"
    >
      <div>
        <h3 id="brand-heading" className="font-semibold">
          Brand
        </h3>
        <p className="text-sm text-muted-foreground">
          Cards on this organisation's templates are shown in its colours and font, with the QR code logo in
          their QR codes; the directory shows the logo. A colour that would not be readable on a card's theme
          leaves that theme's own. Leave a part empty to keep the theme's.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PwaColorField
          label="Primary colour"
          hint="Buttons, icons and highlights"
          value={brand.primaryColor}
          fallback="#000000"
          error={errors["brand.primaryColor"]}
          onChange={set("primaryColor")}
        />
        <PwaColorField
          label="Secondary colour"
          hint="The header band of cards without a cover photo"
          value={brand.secondaryColor}
          fallback="#000000"
          error={errors["brand.secondaryColor"]}
          onChange={set("secondaryColor")}
        />
        <FormField label="Font" error={errors["brand.font"]}>
          <NativeSelect
            value={brand.font}
            onChange={(event) => setBrand((now) => ({ ...now, font: event.target.value as BrandFont | "" }))}
          >
            <option value="">The theme's own</option>
            {BRAND_FONTS.map((font) => (
              <option key={font} value={font}>
                {BRAND_FONT_NAMES[font]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <PictureField
          orgId={org.id}
          label="Logo"
          value={brand.logo}
          error={errors["brand.logo"]}
          onChange={set("logo")}
        />
        <PictureField
          orgId={org.id}
          label="QR code logo"
          value={brand.qrLogo}
          error={errors["brand.qrLogo"]}
          onChange={set("qrLogo")}
        />
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Saving..." : "Save brand"}
      </Button>
    </form>
  );
}

function PictureField(props: {
  orgId: number;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
}) {
  const { orgId, label, value, error, onChange } = props;
  const upload = useBrandUpload(orgId, onChange);
  const noun = label.toLowerCase();
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-2">
        <FormField label={label} hint={PICTURE_HINT} error={error}>
          <VerbatimInput value={value} maxLength={2048} onChange={(event) => onChange(event.target.value)} />
        </FormField>
        <ImageFileButton
          label={`Upload ${noun}`}
          accept={acceptedTypes("logo")}
          busy={upload.phase !== "idle"}
          onFiles={([file]) => file && void upload.upload(file)}
          variant="outline"
          size="sm"
        >
          <Upload className="h-4 w-4" aria-hidden />
          Upload
        </ImageFileButton>
        <UploadStatus phase={upload.phase} progress={upload.progress} label={`Uploading ${noun}`} />
      </div>
      {value && !error && (
        // What the address shows; decorative, as the field names it.
        <img
          src={value}
          alt=""
          width={40}
          height={40}
          className="mt-6 h-10 w-10 shrink-0 rounded border border-border bg-white object-contain"
        />
      )}
    </div>
  );
}
