/**
 * The public pages that stand in for a card or a directory: 'Card Not Found' (404 of
 * /view/{slug}), a card its organisation deactivated (410), an unknown organisation (404 of
 * /o/{slug}) and an NFC tag linked to no card (404 of /t/{tagId}), each a heading, a sentence and
 * one way on.
 */
import { DEFAULT_LOOK } from "../../core/themes";
import { PageShell, renderDocument } from "./page-shell";

interface MessagePageProps {
  css: string;
  title: string;
  text: string;
  link: { href: string; label: string };
}

function renderMessagePage({ css, title, text, link }: MessagePageProps): string {
  return renderDocument(
    <PageShell
      title={title}
      look={DEFAULT_LOOK}
      themeColor={DEFAULT_LOOK.accent}
      css={css}
      head={<meta name="robots" content="noindex" />}
    >
      <main>
        <div className="pp-missing">
          <h1>{title}</h1>
          <p>{text}</p>
          <a className="pp-button" href={link.href}>
            {link.label}
          </a>
        </div>
      </main>
    </PageShell>,
  );
}

export function renderCardNotFoundPage(css: string): string {
  return renderMessagePage({
    css,
    title: "Card Not Found",
    text: "The card you are looking for does not exist or has been removed.",
    link: { href: "/", label: "Return to Home" },
  });
}

/** A deactivated card: says so and offers its organisation's directory, when it still has one. */
export function renderInactiveCardPage(css: string, org: { name: string; slug: string } | undefined): string {
  return renderMessagePage({
    css,
    title: "Card No Longer Active",
    text: org
      ? `This card is no longer active. You can find the people of ${org.name} on its page.`
      : "This card is no longer active.",
    link: org
      ? { href: `/o/${org.slug}`, label: `Visit ${org.name}` }
      : { href: "/", label: "Return to Home" },
  });
}

export function renderOrgNotFoundPage(css: string): string {
  return renderMessagePage({
    css,
    title: "Organisation Not Found",
    text: "There is no organisation at this address.",
    link: { href: "/", label: "Return to Home" },
  });
}

/** A tap on an NFC tag that points at no card (404 of /t/{tagId}): the tag, not the phone, is the cause. */
export function renderTagNotLinkedPage(css: string): string {
  return renderMessagePage({
    css,
    title: "This tag is not linked to a card",
    text: "This NFC tag does not open a business card at the moment. If it is yours, point it at one of your cards under Share anywhere, NFC tags.",
    link: { href: "/", label: "Return to Home" },
  });
}
