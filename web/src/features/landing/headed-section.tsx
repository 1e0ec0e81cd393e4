import type { ReactNode } from "react";
import { type HeadedSectionId, SECTION_HEADINGS } from "./landing-content";
import { LandingSection } from "./landing-section";
import { SectionHeading } from "./section-heading";

interface HeadedSectionProps {
  id: HeadedSectionId;
  className?: string;
  children: ReactNode;
}

/**
 * A landing section that opens with its centred heading (its copy found by the section's id);
 * the heading's h2, `<id>-title`, names the region.
 */
export function HeadedSection({ id, className, children }: HeadedSectionProps) {
  const titleId = `${id}-title`;
  return (
    <LandingSection id={id} labelledBy={titleId} className={className}>
      <SectionHeading id={titleId} {...SECTION_HEADINGS[id]} />
      {children}
    </LandingSection>
  );
}
