/** The text of each user guide section, about this product's screens. */
import { PRODUCT_NAME } from "@core/limits";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GuideSectionId } from "./guide-sections";

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-1.5 pl-5">{children}</ol>;
}

function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5">{children}</ul>;
}

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

export const GUIDE_CONTENT: Record<GuideSectionId, ReactNode> = {
  "getting-started": (
    <>
      <p>
        {PRODUCT_NAME} gives you a digital business card: a public page with your contact details, a QR code
        that opens it, a contact file visitors can save to their phone, and statistics on how people use it.
      </p>
      <Steps>
        <li>
          Open the <InlineLink to="/dashboard">Dashboard</InlineLink>. The <strong>My Cards</strong> tab lists
          your cards; the summary tiles show your total cards, views and contact saves.
        </li>
        <li>
          Complete your details under <InlineLink to="/account">Account</InlineLink>: your full name, email
          and phone fill in a new card for you.
        </li>
        <li>Create your first card, edit it, and share its link or QR code.</li>
      </Steps>
      <p>
        The sidebar takes you to every screen. Collapse it with the arrow at its foot on a computer; on a
        phone, open it with the menu button at the top left.
      </p>
    </>
  ),
  "creating-a-card": (
    <>
      <Steps>
        <li>
          On the Dashboard, open the <strong>Create Card</strong> tab, choose a theme and create the card.
        </li>
        <li>
          You land in the editor. Fill in <strong>Basic Info</strong>: name, job title, company, phone, email,
          address and a short About text.
        </li>
        <li>
          Press <strong>Save Changes</strong>. Your card is live straight away at its own address,
          /view/your-card-url.
        </li>
      </Steps>
      <p>
        How many cards you can own depends on your account: User and Manager accounts have one card, Developer
        accounts up to three, administrators as many as they need. From Manager level you can choose your
        card's URL yourself in Basic Info; otherwise it is made from your name.
      </p>
    </>
  ),
  customizing: (
    <>
      <p>The card editor shows a live preview beside its tabs; nothing is public until you save.</p>
      <Points>
        <li>
          <strong>Design</strong>: pick one of the themes and add a profile photo, cover photo and logo.
          Pictures are cropped in the browser and compressed before they upload.
        </li>
        <li>
          <strong>Gallery</strong>: add pictures of your work or products.
        </li>
        <li>
          <strong>Social</strong>: link your profiles (LinkedIn, Instagram, X, GitHub and more); each appears
          as an icon on the card.
        </li>
        <li>
          <strong>Buttons</strong>: add your own call-to-action buttons, such as Book a Call or Visit Shop.
        </li>
        <li>
          <strong>Form</strong> (Professional and up): put a form under your card that visitors fill in to
          reach you. Their messages appear in your analytics, and by email when the server sends mail.
        </li>
      </Points>
      <p>
        For quick changes on a phone, use the quick editor (Edit on the dashboard card): tap a field, change
        it, and it saves at once.
      </p>
    </>
  ),
  sharing: (
    <>
      <Points>
        <li>
          <strong>Link</strong>: every card has its own address. Copy it from the QR Code dialog and paste it
          into your email signature, website or social profiles.
        </li>
        <li>
          <strong>QR code</strong>: press QR Code on the dashboard. Download it as an image for print (flyers,
          name badges, your paper card) or let someone scan it from your screen.
        </li>
        <li>
          <strong>vCard</strong>: visitors press Save Contact on your card to download a contact file (.vcf)
          that adds you to their phone's contacts in one step.
        </li>
      </Points>
      <p>Open your own card with View to see exactly what visitors see.</p>
    </>
  ),
  analytics: (
    <>
      <p>
        Press Analytics on a card to see how it performs. Choose Daily, Weekly, Monthly or Yearly to change
        how the charts group your figures.
      </p>
      <Points>
        <li>
          <strong>Views</strong>: how often your card was opened. <strong>Clicks</strong>: taps on your links,
          buttons and social icons. <strong>Saves</strong>: contact files downloaded.
        </li>
        <li>
          <strong>Click-through rate</strong> is clicks divided by views; <strong>engagement rate</strong> is
          clicks plus saves divided by views. A rising rate means your card convinces the people who open it.
        </li>
        <li>
          The history tables list each view, click and save with its time, rough location and device.
          Addresses are shortened before they are stored and search-engine robots are not counted.
        </li>
        <li>Export Data downloads your figures as a CSV file for a spreadsheet.</li>
      </Points>
    </>
  ),
  developer: (
    <>
      <p>Your Developer account unlocks the card editor's Advanced tab.</p>
      <Points>
        <li>
          <strong>Custom CSS</strong>: restyle any part of the card through the documented classes
          (.card-container, .card-header, .card-profile, .card-content, .card-footer, .card-social). The CSS
          is checked when you save: imports and external resources are removed and it only ever applies to
          your card.
        </li>
        <li>
          <strong>Embedding a chatbot script</strong>: a third-party chat or booking widget can be added to
          your card as an embed code in the Advanced section. Embedded code runs inside a sandboxed frame, so
          it cannot read your visitors' data or change the rest of the page; test your card after saving.
        </li>
        <li>
          <strong>AI Salesbot</strong>: configure the built-in sales assistant for a card from the dashboard
          (AI Salesbot) and read its conversations there.
        </li>
      </Points>
    </>
  ),
  mobile: (
    <>
      <Points>
        <li>
          Most visitors open your card on a phone: keep the About text short and put the key facts first.
        </li>
        <li>
          Use a square profile photo of at least 400 × 400 pixels and a cover photo that still works when its
          edges are cut off on narrow screens.
        </li>
        <li>
          Add your phone number and email so visitors can call or write with one tap, and check that Save
          Contact works on your own phone.
        </li>
        <li>
          Add the card to your phone's home screen from its page (Install App, or your browser's Add to Home
          Screen) to open it like an app.
        </li>
      </Points>
    </>
  ),
  support: (
    <>
      <p>
        For account questions (a higher access level, more cards, a forgotten username), contact your
        administrator: they manage accounts under User Management.
      </p>
      <p>
        Forgot your password? Choose Forgot password on the sign-in page and follow the link sent to your
        email. You can change your password and details yourself under{" "}
        <InlineLink to="/account">Account</InlineLink>.
      </p>
    </>
  ),
};
