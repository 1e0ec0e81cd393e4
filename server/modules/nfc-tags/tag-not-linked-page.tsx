/**
 * The page a tap on a tag that points at no card opens (404): the tag was never made here, or its
 * card was deleted. It says so plainly, so the person holding the badge knows it is the tag, not
 * their phone, and what its owner can do.
 */
import { DEFAULT_LOOK } from "../../../core/themes";
import { PageShell, renderDocument } from "../../render/page-shell";

const TAG_NOT_LINKED_TITLE = "This tag is not linked to a card";

export function renderTagNotLinkedPage(css: string): string {
  return renderDocument(
    <PageShell
      title={TAG_NOT_LINKED_TITLE}
      look={DEFAULT_LOOK}
      themeColor={DEFAULT_LOOK.accent}
      css={css}
      head={<meta name="robots" content="noindex" />}
    >
      <main>
        <div className="pp-missing">
          <h1>{TAG_NOT_LINKED_TITLE}</h1>
          <p>
            This NFC tag does not open a business card at the moment. If it is yours, point it at one of your
            cards under Share anywhere, NFC tags.
          </p>
          <a className="pp-button" href="/">
            Return to Home
          </a>
        </div>
      </main>
    </PageShell>,
  );
}
