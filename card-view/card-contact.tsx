/**
 * Contact details of a card: phone, email, address and website. In the full variant the
 * address gets the 'Show Map' toggle (an enhancement script fills the empty map panel) or,
 * when the site has no maps key, an 'Open in Maps' link to a maps search for the address.
 */
import type { BusinessCard } from "@core/card";
import { emailHref, mapsSearchUrl, phoneHref, websiteLink } from "@core/card-links";
import { trackedLink } from "@core/tracked-links";
import { IconExternalLink, IconMail, IconMap, IconMapPin, IconPhone, IconWorld } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import type { CardViewVariant } from "./card-view-types";

/**
 * An address or link that may wrap only at its natural joints: a line break opportunity after
 * each '@', '/' and '.', so 'dynamic@example.com' wraps as 'dynamic@' 'example.com' instead
 * of mid-word. The text itself (and so its accessible name) is unchanged.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@/.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const ICON = { size: 20, stroke: 1.75, "aria-hidden": true, focusable: "false" } as const;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <>
      <span className="cv-chip">{icon}</span>
      <span className="cv-row-text">
        <span className="cv-sr">{label}: </span>
        {children}
      </span>
    </>
  );
}

export function CardContact({
  card,
  variant,
  mapsAvailable,
  baseId,
  phone,
  email,
  address,
}: {
  card: Pick<BusinessCard, "website" | "customizations">;
  variant: CardViewVariant;
  mapsAvailable: boolean;
  baseId: string;
  phone: string | null;
  email: string | null;
  address: string | null;
}) {
  const tel = phone ? phoneHref(phone) : null;
  const mail = email ? emailHref(email) : null;
  const website = websiteLink(card);
  if (!phone && !email && !address && !website) return null;
  const mapId = `${baseId}-map`;

  return (
    <ul className="cv-contacts" aria-label="Contact details">
      {phone && (
        <li>
          {tel ? (
            <a className="cv-row" href={tel} {...trackedLink("phone")}>
              <Row icon={<IconPhone {...ICON} />} label="Phone">
                {phone}
              </Row>
            </a>
          ) : (
            <div className="cv-row">
              <Row icon={<IconPhone {...ICON} />} label="Phone">
                {phone}
              </Row>
            </div>
          )}
        </li>
      )}
      {email && (
        <li>
          {mail ? (
            <a className="cv-row" href={mail} {...trackedLink("email")}>
              <Row icon={<IconMail {...ICON} />} label="Email">
                <BreakableText text={email} />
              </Row>
            </a>
          ) : (
            <div className="cv-row">
              <Row icon={<IconMail {...ICON} />} label="Email">
                <BreakableText text={email} />
              </Row>
            </div>
          )}
        </li>
      )}
      {address && (
        <li>
          <div className="cv-row">
            <Row icon={<IconMapPin {...ICON} />} label="Address">
              {address}
            </Row>
          </div>
          {variant === "full" && mapsAvailable && (
            <>
              <button
                type="button"
                className="cv-map-toggle"
                data-action="toggle-map"
                aria-expanded="false"
                aria-controls={mapId}
                data-label-show="Show Map"
                data-label-hide="Hide Map"
              >
                <IconMap {...ICON} size={18} />
                <span className="cv-map-label">Show Map</span>
              </button>
              <section id={mapId} className="cv-map" aria-label="Map" data-address={address} hidden />
            </>
          )}
          {variant === "full" && !mapsAvailable && (
            <a
              className="cv-map-toggle"
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              {...trackedLink("map")}
            >
              <IconExternalLink {...ICON} size={18} />
              Open in Maps
            </a>
          )}
        </li>
      )}
      {website && (
        <li>
          <a
            className="cv-row"
            href={website.href}
            target="_blank"
            rel="noopener noreferrer"
            {...trackedLink("website")}
          >
            <Row icon={<IconWorld {...ICON} />} label="Website">
              <BreakableText text={website.label} />
            </Row>
          </a>
        </li>
      )}
    </ul>
  );
}
