/** The theme's colours as round swatches, each named by its hex value. */
export function ThemeSwatches({ colours, label }: { colours: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {colours.map((hex) => (
        <li key={hex}>
          <span
            role="img"
            aria-label={`Swatch ${hex}`}
            title={hex}
            className="block h-8 w-8 rounded-full border border-border shadow-inner"
            style={{ backgroundColor: hex }}
          />
        </li>
      ))}
    </ul>
  );
}
