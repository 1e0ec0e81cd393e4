/**
 * Which engine answers visitors on this installation (issue 17): the built-in one, which needs no
 * outside service, so a self-hoster gets a working assistant on the first start.
 */
import type { AppContext } from "../../../context";
import { createBuiltInEngine } from "./built-in/built-in-engine";
import type { SalesbotEngine } from "./engine";

export function createSalesbotEngine(_ctx: AppContext): SalesbotEngine {
  return createBuiltInEngine();
}
