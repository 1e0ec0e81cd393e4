import { HeadedSection } from "./headed-section";
import { FEATURES } from "./landing-content";

/** The grid of nine features. */
export function FeaturesSection() {
  return (
    <HeadedSection id="features" className="bg-muted/50">
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, title, description }) => (
          <li
            key={title}
            className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
          >
            <span
              aria-hidden
              className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground"
            >
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
