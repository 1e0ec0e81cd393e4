/**
 * Public card reads (/view/{slug}, /api/card/{slug}, /manifest/{slug}.json)
 * served from the in-process cache. What is rendered from a card (page variants, JSON, QR
 * code) is kept with it as ready-to-send bytes, compressed, so a repeated visit costs a map
 * lookup; a change to the card drops it all (server/lib/card-changes.ts).
 */

import QRCode from "qrcode";
import { cardUrl } from "../../../core/card-display";
import { type FormConfig, formIsLive, readFormConfig } from "../../../core/form-config";
import { SLUG_MAX } from "../../../core/limits";
import { appliesCustomCss, formTakesMessagesFor, salesbotAnswersFor } from "../../../core/policy";
import { QR_LOGO_ERROR_CORRECTION, qrSvgWithLogo } from "../../../core/qr-logo";
import { publicCardSchema } from "../../../core/schemas/card-response";
import { withSource } from "../../../core/view-sources";
import type { AppContext } from "../../context";
import { isTemplateChange, onCardChanged, onCardChangesMissed } from "../../lib/card-changes";
import { type EncodedBody, encodeBody } from "../../lib/encoded-body";
import { scopedCardCss, type WarningLog } from "../../render/card-custom-css";
import { renderCardPage } from "../../render/card-page";
import type { ChatBubbleProps } from "../../render/chat-bubble";
import { exchangeOutcomeKey, namesExchangeOutcome, readExchangeOutcome } from "../../render/exchange-outcome";
import { outcomeKey, readOutcome } from "../../render/form-outcome";
import { renderCardNotFoundPage, renderInactiveCardPage } from "../../render/message-pages";
import { loadPageAssets } from "../../render/page-assets";
import { cardInactive } from "../cards/errors";
import { presentCard } from "../cards/presenter";
import { findCardBySlug } from "../cards/repo";
import { publicExchangeOf } from "../exchange/public-exchange";
import { findOrganization } from "../organizations/repo";
import { findConfigOfCard } from "../salesbot/repo";
import { type DrawnIcon, drawIcon, type IconFile, iconPlan, iconVersion } from "./app-icons";
import { type CachedCard, createCardCache } from "./card-cache";
import { createIconCache } from "./icon-cache";
import { cardManifest } from "./manifest";
import { presentPublicCard } from "./public-card";

interface Viewer {
  id: number;
  accessLevel: number;
}

/**
 * Fills `entry.rendered[key]` once; later calls for the same card reuse it. Concurrent first
 * calls share one making, since the promise itself is kept.
 */
function memo<T>(entry: CachedCard, key: string, make: () => Promise<T>): Promise<T> {
  const known = entry.rendered.get(key) as Promise<T> | undefined;
  if (known !== undefined) return known;
  const made = make();
  entry.rendered.set(key, made);
  made.then(
    (value) => {
      if (entry.rendered.get(key) === made) entry.settled.set(key, value);
    },
    // A failed making is not kept: the next request tries again.
    () => entry.rendered.delete(key),
  );
  return made;
}

/** The key of a page rendering: with the card's custom CSS or not, the form's outcome, the origin. */
const pageKey = (withCss: boolean, variant: string, origin: string) =>
  `${withCss ? "page:css" : "page"}${variant && ` ${variant}`} ${origin}`;

/**
 * How many addresses a card's page and QR code are kept for (a server reached by name and by IP,
 * say; see server/lib/public-origin.ts). A request by yet another address gets a page made for it
 * alone and sent uncompressed, so made-up Host headers can fill neither memory nor the CPU.
 */
const ORIGINS_KEPT_PER_CARD = 4;
const keptOrigins = new WeakMap<CachedCard, Set<string>>();

function keepsOrigin(entry: CachedCard, origin: string): boolean {
  const origins = keptOrigins.get(entry) ?? new Set<string>();
  keptOrigins.set(entry, origins);
  if (origins.has(origin)) return true;
  if (origins.size >= ORIGINS_KEPT_PER_CARD) return false;
  origins.add(origin);
  return true;
}

/**
 * The card's form when visitors see it (read once per cached card): live, and its owner at the
 * form's level (a change of the owner's level drops the cached card).
 */
const liveForms = new WeakMap<CachedCard, FormConfig | null>();
function liveFormOf(entry: CachedCard): FormConfig | undefined {
  let form = liveForms.get(entry);
  if (form === undefined) {
    const config = readFormConfig(entry.card.formConfig);
    form = formIsLive(config) && formTakesMessagesFor(entry.card.user) ? config : null;
    liveForms.set(entry, form);
  }
  return form ?? undefined;
}

const namesFormOutcome = (query: unknown) =>
  typeof query === "object" && query !== null && "form" in (query as Record<string, unknown>);

/** Whether the request names the outcome of a plain post (the visitor form's or the exchange's). */
const namesOutcome = (query: unknown) => namesFormOutcome(query) || namesExchangeOutcome(query);

/** `log` hears of stored custom CSS that could not be processed (once per card and CSS). */
export function createPublicCardService(ctx: AppContext, log?: WarningLog) {
  const cache = createCardCache();
  const icons = createIconCache<DrawnIcon>();
  onCardChanged(ctx, (change) => {
    cache.forget(change);
    // An app icon may show a logo the template locks; template changes are rare.
    if (isTemplateChange(change)) icons.clear();
    else icons.dropCard(change.id);
  });
  onCardChangesMissed(ctx, () => {
    cache.clear();
    icons.clear();
  });
  const assets = loadPageAssets(ctx.config.webDistDir);
  const notFoundPage = encodeBody(renderCardNotFoundPage(assets.css));
  const mapsAvailable = ctx.config.googleMapsApiKey !== undefined;

  async function find(slug: string): Promise<CachedCard | undefined> {
    const key = slug.toLowerCase();
    if (key.length === 0 || key.length > SLUG_MAX) return undefined;
    return cache.get(key, async () => {
      const row = await findCardBySlug(ctx.db, key);
      return row ? presentCard(row) : undefined;
    });
  }

  /** The card as GET /api/card/{slug} sends it: only what the public page shows. */
  /**
   * The assistant's bubble, when the card's assistant answers visitors (enabled, and the owner at
   * its level). Kept with the card: a configuration save announces a card change, which drops it.
   */
  async function assistantOf(entry: CachedCard): Promise<ChatBubbleProps | undefined> {
    if (!salesbotAnswersFor(entry.card.user)) return undefined;
    const config = await findConfigOfCard(ctx.db, entry.card.id);
    return config?.isEnabled ? { botName: config.botName, avatarUrl: config.avatarUrl } : undefined;
  }

  async function cardJson(slug: string): Promise<EncodedBody | undefined> {
    const entry = await find(slug);
    if (entry?.card.deactivatedAt) throw cardInactive();
    // Through the response schema like every JSON answer: keys stored inside the card's JSON
    // columns that the schema does not name never reach the cached bytes.
    return (
      entry &&
      memo(entry, "json", () =>
        encodeBody(JSON.stringify(publicCardSchema.parse(presentPublicCard(entry.card)))),
      )
    );
  }

  /**
   * The page's HTML, with its links (QR code, Share, canonical and Open Graph tags) on `origin`.
   * Whether custom CSS applies can depend on who is looking (the owner always sees it), so
   * `viewer` is asked only when it matters.
   */
  async function page(
    slug: string,
    origin: string,
    viewer: () => Promise<Viewer | null>,
    query?: unknown,
  ): Promise<EncodedBody | undefined> {
    const entry = await find(slug);
    if (!entry) return undefined;
    const { card } = entry;
    const form = liveFormOf(entry);
    // After a plain post of the visitor form (?form=…): the outcome is one of a few variants,
    // except the list of fields to check, which is made for its request alone.
    const outcome = form && namesFormOutcome(query) ? readOutcome(query, form) : undefined;
    const formVariant =
      outcome?.kind === "error" && outcome.fields.length > 0 ? undefined : outcomeKey(outcome);
    // The contact exchange, when it is on (kept with the card: a settings save drops the card),
    // and the outcome of a plain post of it: one of a bounded set of variants.
    const exchange = await memo(entry, "exchange", () => publicExchangeOf(ctx, card));
    const exchangeOutcome = exchange && namesExchangeOutcome(query) ? readExchangeOutcome(query) : undefined;
    const variant =
      formVariant === undefined
        ? undefined
        : [formVariant, exchangeOutcomeKey(exchangeOutcome)].filter(Boolean).join(" ");
    const css = card.customizations?.customCss ?? "";
    const withCss =
      css.trim() !== "" && (appliesCustomCss(card.user, null) || appliesCustomCss(card.user, await viewer()));
    const assistant = await memo(entry, "assistant", () => assistantOf(entry));
    const kept = keepsOrigin(entry, origin);
    // Scanned from a visitor's screen: counted as a QR view (core/view-sources.ts).
    const makeQr = () => qrCode(withSource(cardUrl(origin, card.slug), "qr"), card.brand?.qrLogo ?? null);
    const qrSvg = await (kept ? memo(entry, `qr ${origin}`, makeQr) : makeQr());
    const html = () =>
      renderCardPage({
        card,
        appUrl: origin,
        css: assets.css,
        customCss: withCss ? scopedCardCss(card.id, css, log) : undefined,
        mapsAvailable,
        qrSvg,
        scriptPath: assets.scriptPath,
        form: form && { config: form, outcome },
        exchange: exchange && { exchange, outcome: exchangeOutcome },
        touchIcon: cardManifest(card).icons[0]?.src,
        assistant,
      });
    if (!kept || variant === undefined) return { identity: Buffer.from(html(), "utf8") };
    return memo(entry, pageKey(withCss, variant, origin), () => encodeBody(html()));
  }

  /**
   * The page of a card its organisation deactivated (answered 410), or undefined for any other.
   * Never kept under a page's key, so readyPage never answers for it.
   */
  async function inactivePage(slug: string): Promise<EncodedBody | undefined> {
    const entry = await find(slug);
    const { organizationId, deactivatedAt } = entry?.card ?? {};
    if (!entry || !deactivatedAt) return undefined;
    return memo(entry, "inactive", async () => {
      const org = organizationId ? await findOrganization(ctx.db, organizationId) : undefined;
      return encodeBody(renderInactiveCardPage(assets.css, org));
    });
  }

  /**
   * The page when it is already made and nothing about this request can change it (no form
   * outcome asked for, no custom CSS that only some viewers see): answered without waiting,
   * which is most of the requests a popular card gets. Otherwise undefined: ask `page`.
   */
  function readyPage(slug: string, origin: string, query: unknown): EncodedBody | undefined {
    const entry = cache.peek(slug.toLowerCase());
    if (!entry || namesOutcome(query)) return undefined;
    const css = entry.card.customizations?.customCss;
    if (css && css.trim() !== "" && !appliesCustomCss(entry.card.user, null)) return undefined;
    return entry.settled.get(pageKey(Boolean(css?.trim()), "", origin)) as EncodedBody | undefined;
  }

  /** The card's JSON when it is already made (else undefined: ask `cardJson`). */
  function readyCardJson(slug: string): EncodedBody | undefined {
    return cache.peek(slug.toLowerCase())?.settled.get("json") as EncodedBody | undefined;
  }

  async function manifest(slug: string): Promise<EncodedBody | undefined> {
    const entry = await find(slug);
    return entry && memo(entry, "manifest", () => encodeBody(JSON.stringify(cardManifest(entry.card))));
  }

  /**
   * A generated app icon of the card as it is now, with the version the manifest names it by.
   * Pictures are read from the file storage only (app-icons.ts).
   */
  async function appIcon(
    slug: string,
    file: IconFile,
  ): Promise<(DrawnIcon & { version: string }) | undefined> {
    const entry = await find(slug);
    if (!entry) return undefined;
    const plan = iconPlan(entry.card);
    const version = iconVersion(plan);
    const drawn = await icons.get(entry.card.id, `${entry.card.id} ${version} ${file}`, () =>
      drawIcon(plan, file, (name) => ctx.storage.read(name)),
    );
    return { ...drawn, version };
  }

  return {
    cardJson,
    readyCardJson,
    page,
    readyPage,
    inactivePage,
    manifest,
    appIcon,
    notFoundPage,
    mapsAvailable,
    clearCache: cache.clear,
  };
}

/** The card's QR code; with its organisation's QR logo in the middle when it has one. */
async function qrCode(url: string, logo: string | null): Promise<string> {
  if (!logo) return QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  const svg = await QRCode.toString(url, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: QR_LOGO_ERROR_CORRECTION,
  });
  return qrSvgWithLogo(svg, logo);
}
