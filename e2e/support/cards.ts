/**
 * Cards made and read back through the card API, typed with core's own shapes: a spec
 * seeds its card with the fields the API accepts (core/schemas/card.ts) and reads back
 * what the API returns (core/card.ts), so a renamed field breaks the type check, not a run.
 * Each helper takes a page (its cookies: the signed-in user) or an API request context.
 */

import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import type { z } from "zod";
import type { BusinessCard } from "../../core/card";
import type { cardFieldsSchema } from "../../core/schemas/card";
import { expect } from "./fixtures";
import { flatPng } from "./images";

/** The fields a spec may send to POST /api/business-cards, as a client writes them. */
export type CardSeed = z.input<typeof cardFieldsSchema>;

export type { BusinessCard };

/** A page signed in through the browser shares its cookies with `page.request`. */
type Api = Page | APIRequestContext;

const requestOf = (api: Api): APIRequestContext => ("goto" in api ? api.request : api);

/** A new card of the signed-in user's (201 expected, the body shown otherwise). */
export async function createCard(api: Api, seed: CardSeed): Promise<BusinessCard> {
  const response = await requestOf(api).post("/api/business-cards", { data: seed });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BusinessCard;
}

/** The card as the server has it now. */
export async function readCard(api: Api, id: number): Promise<BusinessCard> {
  const response = await requestOf(api).get(`/api/business-cards/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BusinessCard;
}

/** The signed-in user's cards as the server has them. */
export async function listCards(api: Api): Promise<BusinessCard[]> {
  const response = await requestOf(api).get("/api/business-cards");
  expect(response.status()).toBe(200);
  return (await response.json()) as BusinessCard[];
}

/** Uploads a flat-coloured square PNG, `size` pixels wide, as the card's profile photo and saves the card with it. */
export async function withProfilePhoto(
  page: Page,
  card: BusinessCard,
  name: string,
  color: string,
  size = 300,
): Promise<BusinessCard> {
  const picture = await flatPng(name, size, size, color);
  const upload = await page.request.post("/api/upload", {
    multipart: {
      file: { name: "profile.png", mimeType: "image/png", buffer: readFileSync(picture.path) },
      cardId: String(card.id),
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const saved = await page.request.patch(`/api/business-cards/${card.id}`, { data: { profilePicture: url } });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as BusinessCard;
}
