/**
 * The public card page (/view/{slug}): the shared CardView rendered on the
 * server, with everything a link preview reads in the head, header actions that the small
 * enhancement script brings to life, and the dialogs it opens (the QR code is drawn here, so
 * no QR library reaches the browser). Readable in full without JavaScript.
 */
import {
  IconChevronLeft,
  IconChevronRight,
  IconDeviceMobileDown,
  IconQrcode,
  IconShare,
  IconSquarePlus,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CardView } from "../../card-view/card-view";
import type { BusinessCard } from "../../core/card";
import { cardUrl } from "../../core/card-display";
import { galleryImages } from "../../core/card-links";
import { EMBED_SANDBOX, embedPath, embedTitle, parseEmbedCode } from "../../core/embed-codes";
import { INSTALL_GUIDES, IOS_INSTALL_TITLE } from "../../core/install-platform";
import { cardLook } from "../../core/org-brand";
import { ChatBubble, type ChatBubbleProps } from "./chat-bubble";
import { ExchangeForm, type ExchangeFormProps, ShareDetailsLink } from "./exchange-form";
import { absoluteImageUrl, pageDescription, pageTitle } from "./page-meta";
import { PageShell, renderDocument } from "./page-shell";
import { VisitorForm, type VisitorFormProps } from "./visitor-form";

export interface CardPageInput {
  card: BusinessCard;
  appUrl: string;
  css: string;
  /** Scoped, sanitised custom CSS when the rule says it applies for this viewer. */
  customCss?: string;
  mapsAvailable: boolean;
  /** The QR code of the card's address, as an SVG document of our own making. */
  qrSvg: string;
  scriptPath?: string;
  /** The visitor form, when the card's form is live, and how a plain post of it went. */
  form?: Omit<VisitorFormProps, "cardId" | "slug" | "look">;
  /** The app icon iOS puts on the home screen (it reads no manifest icons): the manifest's 192. */
  touchIcon?: string;
  /** The sales assistant's bubble, when the card's assistant answers visitors. */
  assistant?: ChatBubbleProps;
  /** 'Share your details', when the card's contact exchange is on, and how a plain post of it went. */
  exchange?: Omit<ExchangeFormProps, "cardId" | "slug" | "look">;
}

const ICON = { size: 18, stroke: 1.75, "aria-hidden": true, focusable: "false" } as const;

/** A header button that opens one of the page's dialogs; hidden until the script reveals it. */
function DialogButton({ action, dialog, children }: { action: string; dialog: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className="pp-button"
      data-action={action}
      aria-haspopup="dialog"
      aria-controls={dialog}
      hidden
    >
      {children}
    </button>
  );
}

function Head({
  card,
  appUrl,
  title,
  description,
  touchIcon,
}: CardPageInput & { title: string; description: string }) {
  const url = cardUrl(appUrl, card.slug);
  const image = absoluteImageUrl(appUrl, card.profilePicture) ?? absoluteImageUrl(appUrl, card.coverPhoto);
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="manifest" href={`/manifest/${encodeURIComponent(card.slug)}.json`} />
      {touchIcon && <link rel="apple-touch-icon" href={touchIcon} />}
      <meta property="og:type" content="profile" />
      <meta property="og:site_name" content="Cardfolio" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}

/**
 * The card's embed codes (decision 008), each in a sandboxed frame served from its own route:
 * never inline, never with the page's origin. Lazy, titled, and as tall as the owner chose,
 * so nothing moves when a frame loads.
 */
function Embeds({ card }: { card: BusinessCard }) {
  if (card.embedCodes.length === 0) return null;
  return (
    <section className="pp-embeds" aria-label="Embedded content">
      {card.embedCodes.map((stored, index) => {
        const embed = parseEmbedCode(stored);
        return (
          <iframe
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the embed's address.
            key={index}
            className="pp-embed"
            src={embedPath(card.slug, index)}
            title={embedTitle(embed, index)}
            height={embed.height}
            loading="lazy"
            sandbox={EMBED_SANDBOX}
          />
        );
      })}
    </section>
  );
}

/**
 * A gallery picture at a larger size: the page's script (web/public-card/gallery.ts) opens this
 * for the picture a visitor chose and fills in its address and text; without the script each
 * picture is a link to its full-size file instead.
 */
function GalleryDialog() {
  return (
    <dialog id="gallery-dialog" className="pp-dialog pp-lightbox" aria-labelledby="gallery-dialog-caption">
      <img className="pp-lightbox-image" alt="" />
      <p id="gallery-dialog-caption" className="pp-lightbox-caption" />
      <div className="pp-dialog-actions">
        <button
          type="button"
          className="pp-button"
          data-action="gallery-previous"
          aria-label="Previous picture"
        >
          <IconChevronLeft {...ICON} />
          Previous
        </button>
        <button type="button" className="pp-button" data-action="close-dialog">
          Close
        </button>
        <button type="button" className="pp-button" data-action="gallery-next" aria-label="Next picture">
          Next
          <IconChevronRight {...ICON} />
        </button>
      </div>
    </dialog>
  );
}

export function renderCardPage(input: CardPageInput): string {
  const { card, appUrl, css, customCss, mapsAvailable, qrSvg, scriptPath, form, exchange } = input;
  const look = cardLook(card);
  const title = pageTitle(card);
  const description = pageDescription(card);
  const url = cardUrl(appUrl, card.slug);
  const vcard = `/api/vcard/${encodeURIComponent(String(card.id))}`;

  return renderDocument(
    <PageShell
      title={title}
      look={look}
      themeColor={card.pwaSettings?.themeColor ?? look.accent}
      css={css}
      scriptPath={scriptPath}
      head={<Head {...input} title={title} description={description} />}
    >
      {/* The actions need the script, which reveals them; the header keeps its height meanwhile. */}
      <header className="pp-header">
        <button type="button" className="pp-button" data-action="install" hidden>
          <IconDeviceMobileDown {...ICON} />
          Install App
        </button>
        {/* Safari on iOS has no install prompt: this one shows there instead, with its steps. */}
        <DialogButton action="ios-install" dialog="ios-install-dialog">
          <IconSquarePlus {...ICON} />
          {IOS_INSTALL_TITLE}
        </DialogButton>
        <button
          type="button"
          className="pp-button"
          data-action="share"
          data-url={url}
          data-title={title}
          hidden
        >
          <IconShare {...ICON} />
          Share
        </button>
        <DialogButton action="show-qr" dialog="qr-dialog">
          <IconQrcode {...ICON} />
          QR Code
        </DialogButton>
      </header>
      <main>
        <CardView
          card={card}
          variant="full"
          headingLevel={1}
          mapsAvailable={mapsAvailable}
          footerAction={exchange ? <ShareDetailsLink /> : undefined}
        >
          {/* React writes <style> text as it is, except that it breaks up any "</style". */}
          {customCss ? <style>{customCss}</style> : null}
        </CardView>
        <Embeds card={card} />
        {exchange ? <ExchangeForm cardId={card.id} slug={card.slug} look={look} {...exchange} /> : null}
        {form ? <VisitorForm cardId={card.id} slug={card.slug} look={look} {...form} /> : null}
      </main>
      <p className="pp-status" role="status" aria-live="polite" />
      {/* Failures the script reports (the map, Save Contact), announced at once. */}
      <p className="pp-alert" role="alert" />
      {input.assistant ? <ChatBubble {...input.assistant} /> : null}
      <dialog id="qr-dialog" className="pp-dialog" aria-labelledby="qr-dialog-title">
        <h2 id="qr-dialog-title">Scan to view card</h2>
        <div
          className="pp-qr"
          role="img"
          aria-label={`QR code of ${url}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library drew from our own URL.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="pp-qr-link">{url}</p>
        <div className="pp-dialog-actions">
          <button type="button" className="pp-button" data-action="close-dialog">
            Close
          </button>
        </div>
      </dialog>
      {galleryImages(card.gallery).length > 0 ? <GalleryDialog /> : null}
      <dialog id="ios-install-dialog" className="pp-dialog" aria-labelledby="ios-install-title">
        <h2 id="ios-install-title">{IOS_INSTALL_TITLE}</h2>
        <p>{INSTALL_GUIDES.ios.browser}</p>
        <ol>
          {INSTALL_GUIDES.ios.steps.map(({ title, text }) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ol>
        <div className="pp-dialog-actions">
          <button type="button" className="pp-button" data-action="close-dialog">
            Got it
          </button>
        </div>
      </dialog>
      <dialog id="ios-save-dialog" className="pp-dialog" aria-labelledby="ios-save-title">
        <h2 id="ios-save-title">Save Contact</h2>
        <ol>
          <li>Tap 'Download Contact' below.</li>
          <li>When the contact card opens, tap 'Create New Contact' to add it to your Contacts.</li>
        </ol>
        <div className="pp-dialog-actions">
          <a className="pp-button" href={vcard} data-action="ios-download">
            Download Contact
          </a>
          <button type="button" className="pp-button" data-action="close-dialog">
            Cancel
          </button>
        </div>
      </dialog>
    </PageShell>,
  );
}
