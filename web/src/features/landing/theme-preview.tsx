import { Mail, Phone } from "lucide-react";
import type { SampleTheme } from "./landing-content";

/** A small card drawn in the theme's own colours. */
export function ThemePreview({ theme }: { theme: SampleTheme }) {
  const { palette } = theme;
  return (
    <div
      role="img"
      aria-label={`Card preview in the ${theme.displayName} theme`}
      className="overflow-hidden rounded-lg border border-border shadow-sm"
      style={{ background: palette.surface, color: palette.text }}
    >
      <div aria-hidden>
        <div className="h-16" style={{ background: palette.cover }} />
        <div className="-mt-8 px-4 pb-4">
          <span
            className="flex h-14 w-14 items-center justify-center rounded-full border-4 text-lg font-bold"
            style={{ background: palette.accent, color: palette.accentText, borderColor: palette.surface }}
          >
            JR
          </span>
          <p className="mt-2 font-bold">Jordan Rivera</p>
          <p className="text-sm" style={{ color: palette.mutedText }}>
            Consultant at Rivera &amp; Co.
          </p>
          <div className="mt-3 flex gap-2">
            <span
              className="flex h-8 w-8 items-center justify-center rounded-full border"
              style={{ borderColor: palette.mutedText, color: palette.mutedText }}
            >
              <Phone className="h-4 w-4" />
            </span>
            <span
              className="flex h-8 w-8 items-center justify-center rounded-full border"
              style={{ borderColor: palette.mutedText, color: palette.mutedText }}
            >
              <Mail className="h-4 w-4" />
            </span>
          </div>
          <span
            className="mt-3 flex h-9 items-center justify-center rounded-md text-sm font-medium"
            style={{ background: palette.accent, color: palette.accentText }}
          >
            Save Contact
          </span>
        </div>
      </div>
    </div>
  );
}
