/** The 404 answer of /view/{slug}: 'Card Not Found', with a link back to the home page. */
import { DEFAULT_LOOK } from "../../core/themes";
import { PageShell, renderDocument } from "./page-shell";

export function renderCardNotFoundPage(css: string): string {
  return renderDocument(
    <PageShell
      title="Card Not Found"
      look={DEFAULT_LOOK}
      themeColor={DEFAULT_LOOK.accent}
      css={css}
      head={<meta name="robots" content="noindex" />}
    >
      <main>
        <div className="pp-missing">
          <h1>Card Not Found</h1>
          <p>The card you are looking for does not exist or has been removed.</p>
          <a className="pp-button" href="/">
            Return to Home
          </a>
        </div>
      </main>
    </PageShell>,
  );
}
