import { NAV_SECTIONS } from "./landing-content";
import { NAV_ANCHOR_CLASSES } from "./nav-link-classes";

/** The list of links to the page's sections, as the top bar and the footer both show it. */
export function SectionAnchors({ className }: { className: string }) {
  return (
    <ul className={className}>
      {NAV_SECTIONS.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={NAV_ANCHOR_CLASSES}>
            {section.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
