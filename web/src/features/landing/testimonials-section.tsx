import { HeadedSection } from "./headed-section";
import { TESTIMONIALS } from "./landing-content";
import { StarRating } from "./star-rating";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Three testimonials, each with a star rating out of five. */
export function TestimonialsSection() {
  return (
    <HeadedSection id="testimonials" className="bg-muted/50">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="flex">
            <figure className="flex w-full flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-pretty">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
