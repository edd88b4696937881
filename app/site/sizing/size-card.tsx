import type { ReactNode } from "react";
import { Link } from "react-router";

import { formatPrice } from "~/lib/price-format";
import type { SizeOffer } from "~/lib/sizing-result";

const counts = ["", "One", "Two", "Three", "Four"] as const;
/** "Two", "Four". */
export const countWord = (count: number) => counts[count] ?? String(count);

export const number = (n: number) => n.toLocaleString("en-GB");

/** A link of its own on a line of small text, at least 24 px tall to tap (WCAG 2.5.8) with the line's height kept. */
export const tapTarget = "inline-block py-0.5 -my-0.5";

/** A model's name, linking to its page, and the finish: "Retto Double in White". */
export function ModelHeading({
  name,
  href,
  finish,
  className,
}: {
  name: string;
  href: string;
  finish: string;
  className: string;
}) {
  return (
    <h4 className={className}>
      <Link to={href} className="inline-block min-h-6 underline-offset-4 hover:underline">
        {name}
      </Link>{" "}
      <span className="text-sm font-normal text-ink-soft">in {finish}</span>
    </h4>
  );
}

/** A size's height × width × depth, and its variant: "1,800 × 500 × 86 mm, double panel". */
export function SizeMeasures({
  size,
  className,
}: {
  size: Pick<SizeOffer, "height" | "width" | "depth" | "variant">;
  className: string;
}) {
  return (
    <p className={className}>
      {number(size.height)} × {number(size.width)} × {size.depth} mm
      {size.variant && `, ${size.variant.toLowerCase()}`}
    </p>
  );
}

/** A size's card; `heading` names the model where the card stands alone (a plan's part). */
export function SizeCard({ size, modelName, heading }: { size: SizeOffer; modelName: string; heading?: ReactNode }) {
  const many = size.count > 1 ? `${countWord(size.count)} ` : "";
  return (
    <li className="rounded-md border border-ink/10 bg-white p-4 text-sm">
      {heading}
      <p className="font-semibold text-ink">
        {many && `${many}of `}
        <Link
          to={size.href}
          className={`${tapTarget} underline decoration-ink/30 underline-offset-4 hover:decoration-ink`}
          aria-label={`${modelName} ${size.code} at your system`}
        >
          {size.code}
        </Link>
      </p>
      <SizeMeasures size={size} className="text-ink-soft" />
      <p className="mt-1">
        {size.count > 1
          ? `${number(size.wattsEach)} W each, ${number(size.watts)} W together`
          : `${number(size.watts)} W`}{" "}
        ({number(size.btu)} BTU/h) at your ΔT
      </p>
      <p className="mt-1 text-ink-soft">
        Guide price <span className="font-semibold text-ink">{formatPrice(size.priceEach)}</span>
        {size.count > 1 && (
          <>
            {" "}
            each, <span className="font-semibold text-ink">{formatPrice(size.price)}</span> together
          </>
        )}
      </p>
      {size.elementWatts != null && (
        <p className="mt-1 text-ink-soft">
          Electric element for summer, when the heating is off (optional): {number(size.elementWatts)} W
        </p>
      )}
      <Link
        to={size.quoteHref}
        className="mt-1.5 inline-block py-0.5 font-semibold text-bronze-deep underline underline-offset-4"
        aria-label={`Request a quote for ${many.toLowerCase()}${modelName} ${size.code}`}
      >
        Request a quote
      </Link>
    </li>
  );
}
