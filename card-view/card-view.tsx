/**
 * The business card itself, shared by the editors' preview
 * and the server-rendered public page. A pure render: no state, effects or browser globals,
 * so react-dom/server can render it. Interactive parts carry `data-action` hooks and links
 * carry `data-track`/`data-link-id` for the public page's small enhancement script.
 *
 * Styles live in card-view.css, imported by card-view-with-styles.tsx (the browser entry)
 * so that server code and node tests can import this file without a CSS loader.
 */
import { type BusinessCard, cardAbout } from "@core/card";
import { initials } from "@core/card-display";
import { imageSrc, shownButtons, socialEntries } from "@core/card-links";
import { type CardSection, cardSectionOrder } from "@core/card-order";
import { cardLook } from "@core/org-brand";
import { socialNetworkName } from "@core/social-networks";
import { customButtonLinkId, trackedLink } from "@core/tracked-links";
import { IconUserPlus } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { CardContact } from "./card-contact";
import { CardGallery, CardVideo } from "./card-media";
import { cardThemeStyle } from "./card-theme-style";
import type { CardHeadingLevel, CardViewVariant } from "./card-view-types";
import { SocialIcon } from "./social-icon";

export interface CardViewProps {
  card: BusinessCard;
  /** "preview": the card only. "full": adds Save Contact and the map toggle. */
  variant: CardViewVariant;
  /** Level of the name heading; sections use the next level. 1 on the public page, 2 in editors. */
  headingLevel?: CardHeadingLevel;
  /** Whether the site has a maps key; without one the full card offers 'Open in Maps'. */
  mapsAvailable?: boolean;
  /** Id of the root element (default `card-{id}`); inner ids derive from it. */
  id?: string;
  className?: string;
  /** Rendered inside the root after the card, e.g. the caller's scoped custom-CSS <style>. */
  children?: ReactNode;
  /** Beside Save Contact in the full card's footer, e.g. the public page's 'Share your details'. */
  footerAction?: ReactNode;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function externalLink(href: string) {
  return /^https?:/i.test(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

export function CardView({
  card,
  variant,
  headingLevel = 1,
  mapsAvailable = true,
  id,
  className,
  children,
  footerAction,
}: CardViewProps) {
  const look = cardLook(card);
  const baseId = id ?? `card-${card.id}`;
  const Heading = `h${headingLevel}` as "h1";
  const SubHeading = `h${headingLevel + 1}` as "h2";

  const name = text(card.name);
  const title = text(card.title);
  const company = text(card.company);
  const about = text(cardAbout(card));
  const cover = imageSrc(card.coverPhoto);
  const profile = imageSrc(card.profilePicture);
  const logo = imageSrc(card.logoUrl || card.logo);
  const socials = socialEntries(card.socialLinks, card.socialLinkOrder);
  const buttons = shownButtons(card.customButtons);
  const monogram = name ? initials(name) : "";

  const sections: Record<CardSection, ReactNode> = {
    contact: (
      <CardContact
        card={card}
        variant={variant}
        mapsAvailable={mapsAvailable}
        baseId={baseId}
        phone={text(card.phone)}
        email={text(card.email)}
        address={text(card.address)}
      />
    ),
    about: about && (
      <section className="cv-section" aria-labelledby={`${baseId}-about`}>
        <SubHeading id={`${baseId}-about`} className="cv-heading">
          About
        </SubHeading>
        <p className="cv-about">{about}</p>
      </section>
    ),
    social: socials.length > 0 && (
      <ul className="card-social" aria-label="Social links">
        {socials.map(({ network, href }) => (
          <li key={network}>
            <a
              className="cv-social-link"
              href={href}
              title={socialNetworkName(network)}
              {...trackedLink("social", network)}
              {...externalLink(href)}
            >
              <SocialIcon network={network} size={22} />
              <span className="cv-sr">{socialNetworkName(network)}</span>
            </a>
          </li>
        ))}
      </ul>
    ),
    buttons: buttons.length > 0 && (
      <div className="cv-buttons">
        {buttons.map((button) => (
          <a
            key={button.index}
            className="cv-button"
            href={button.href}
            style={{ background: button.background, color: button.color }}
            {...trackedLink("custom", customButtonLinkId(button.index))}
            {...externalLink(button.href)}
          >
            {button.text}
          </a>
        ))}
      </div>
    ),
    gallery: <CardGallery gallery={card.gallery} heading={SubHeading} baseId={baseId} variant={variant} />,
    video: <CardVideo url={card.videoUrl} heading={SubHeading} baseId={baseId} />,
  };

  const classes = [
    "cv-root",
    `cv-${variant}`,
    `cv-layout-${look.layout}`,
    `cv-avatar-${look.avatar}`,
    look.animated ? "cv-animated" : "",
    className ?? "",
  ];

  return (
    // The frame is the card's box: it contains everything the card paints (see card-view.css),
    // and custom CSS, scoped under the root inside it, cannot select it to undo that.
    <div className="cv-frame">
      <div
        id={baseId}
        className={classes.filter(Boolean).join(" ")}
        data-theme={look.value}
        data-card-id={card.id}
        style={cardThemeStyle(look)}
      >
        <article className="card-container" aria-labelledby={name ? `${baseId}-name` : undefined}>
          <div className={cover ? "card-header cv-has-cover" : "card-header"}>
            {cover && (
              <img className="cv-cover" src={cover} alt={name ? `Cover photo of ${name}` : "Cover photo"} />
            )}
            {logo && (
              <img
                className="cv-logo"
                src={logo}
                alt={company ? `${company} logo` : name ? `Logo of ${name}` : "Logo"}
              />
            )}
          </div>

          <div className="card-profile">
            {profile ? (
              <img
                className="cv-avatar"
                src={profile}
                alt={name ? `Profile picture of ${name}` : "Profile picture"}
              />
            ) : (
              monogram && (
                <span className="cv-avatar cv-monogram" aria-hidden="true">
                  {monogram}
                </span>
              )
            )}
            {(name || title || company) && (
              <div className="cv-identity">
                {name && (
                  <Heading id={`${baseId}-name`} className="cv-name">
                    {name}
                  </Heading>
                )}
                {title && <p className="cv-title">{title}</p>}
                {company && <p className="cv-company">{company}</p>}
              </div>
            )}
          </div>

          <div className="card-content">
            {/* The sections in the owner's order (core/card-order.ts). */}
            {cardSectionOrder(card.sectionOrder).map((section) => (
              <Fragment key={section}>{sections[section]}</Fragment>
            ))}
          </div>

          {variant === "full" && (
            <div className="card-footer">
              <a
                className="cv-button cv-save"
                href={`/api/vcard/${encodeURIComponent(String(card.id))}`}
                data-action="save-contact"
                data-card-id={card.id}
              >
                <IconUserPlus size={20} stroke={1.75} aria-hidden="true" focusable="false" />
                <span className="cv-save-label">Save Contact</span>
              </a>
              {footerAction}
            </div>
          )}
        </article>
        {children}
      </div>
    </div>
  );
}
