/**
 * An organisation's public directory, /o/{slug}: written by the server with no script at all.
 * The search is a plain GET form (name and team), the pages plain links, so it works in any
 * browser and costs a visitor one request.
 */

import { THEME_FONTS } from "../../card-view/card-theme-style";
import { initials } from "../../core/card-display";
import { readableTextColor } from "../../core/colors";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
  type DirectoryQuery,
  directoryHref,
} from "../../core/directory";
import { isImageSource } from "../../core/links";
import type { OrgBrand } from "../../core/org-brand";
import { DEFAULT_LOOK } from "../../core/themes";
import { PageShell, renderDocument } from "./page-shell";

export interface DirectoryPageProps {
  css: string;
  org: { name: string; slug: string; brand: OrgBrand };
  teams: { id: number; name: string }[];
  query: DirectoryQuery;
  entries: DirectoryEntry[];
  total: number;
}

/** The first pictures load with the page; the rest as they scroll into view. */
const EAGER_PICTURES = 6;

function Person({ entry, eager }: { entry: DirectoryEntry; eager: boolean }) {
  const name = entry.name?.trim() || entry.slug;
  const picture = entry.profilePicture && isImageSource(entry.profilePicture) ? entry.profilePicture : null;
  const details = [entry.title, entry.company].filter(Boolean).join(" · ");
  return (
    <li>
      <a className="dir-person" href={`/view/${entry.slug}`}>
        {picture ? (
          <img
            src={picture}
            alt=""
            width={56}
            height={56}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="dir-monogram" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span className="dir-text">
          <span className="dir-name">{name}</span>
          {details && <span className="dir-details">{details}</span>}
          {entry.team && <span className="dir-team">{entry.team}</span>}
        </span>
      </a>
    </li>
  );
}

function Pages({ org, query, total }: Pick<DirectoryPageProps, "org" | "query" | "total">) {
  const pages = Math.ceil(total / DIRECTORY_PAGE_SIZE);
  if (pages <= 1 && query.page === 1) return null;
  const to = (page: number) => directoryHref(org.slug, { ...query, page });
  return (
    <nav className="dir-pages" aria-label="Pages">
      {query.page > 1 && (
        <a className="pp-button" href={to(Math.min(query.page - 1, Math.max(pages, 1)))}>
          Previous page
        </a>
      )}
      <span>
        Page {query.page} of {Math.max(pages, 1)}
      </span>
      {query.page < pages && (
        <a className="pp-button" href={to(query.page + 1)}>
          Next page
        </a>
      )}
    </nav>
  );
}

/**
 * The brand's parts as the directory's custom properties (directory-page.css): the primary
 * colour on the search button, with the text colour that reads on it; the secondary colour as
 * the band above the heading; the font. Unset parts leave the page's own.
 */
function brandStyle({ primaryColor, secondaryColor, font }: OrgBrand): React.CSSProperties {
  const style: Record<string, string> = {};
  if (primaryColor) {
    style["--dir-accent"] = primaryColor;
    style["--dir-accent-text"] = readableTextColor(primaryColor);
  }
  if (secondaryColor) style["--dir-band"] = secondaryColor;
  if (font) style.fontFamily = THEME_FONTS[font];
  return style as React.CSSProperties;
}

export function renderDirectoryPage(props: DirectoryPageProps): string {
  const { css, org, teams, query, entries, total } = props;
  const searching = query.q !== "" || query.team !== undefined;
  const count = `${total} ${total === 1 ? "person" : "people"}`;
  return renderDocument(
    <PageShell
      title={`${org.name}: people`}
      look={DEFAULT_LOOK}
      themeColor={DEFAULT_LOOK.accent}
      css={css}
      head={<meta name="description" content={`The business cards of the people of ${org.name}.`} />}
    >
      <main className="dir" style={brandStyle(org.brand)}>
        <header className="dir-heading">
          {org.brand.logo && isImageSource(org.brand.logo) && (
            <img className="dir-logo" src={org.brand.logo} alt="" width={48} height={48} decoding="async" />
          )}
          <h1>{org.name}</h1>
        </header>
        <search>
          <form className="dir-search" method="get" action={`/o/${org.slug}`}>
            <label>
              <span>Name</span>
              <input type="search" name="q" defaultValue={query.q} maxLength={100} autoComplete="off" />
            </label>
            {teams.length > 0 && (
              <label>
                <span>Team</span>
                <select name="team" defaultValue={query.team === undefined ? "" : String(query.team)}>
                  <option value="">All teams</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button className="pp-button" type="submit">
              Search
            </button>
          </form>
        </search>
        <p className="dir-count" role="status">
          {searching ? `${count} found` : count}
        </p>
        {entries.length > 0 ? (
          <ul className="dir-list">
            {entries.map((entry, index) => (
              <Person key={entry.slug} entry={entry} eager={index < EAGER_PICTURES} />
            ))}
          </ul>
        ) : (
          <p className="dir-empty">
            {total > 0 || query.page > 1
              ? "Nobody on this page."
              : searching
                ? "Nobody matches this search."
                : "No cards are listed yet."}
          </p>
        )}
        <Pages org={org} query={query} total={total} />
      </main>
    </PageShell>,
  );
}
