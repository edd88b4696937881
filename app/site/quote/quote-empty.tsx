import { Link } from "react-router";

/** What the contact form opens with for a whole house (its `message` parameter). */
const wholeHouseMessage =
  "I would like a quote for radiators for my whole house. Rooms and sizes (length × width, m):\n- \n\nHeating system: \nPostcode: ";

/** An empty request is a start, not a dead end: the finder, the calculator, or a message about the whole house. */
export function QuoteEmpty() {
  const choices = [
    {
      href: "/radiators",
      title: "Find a radiator",
      text: "Filter the range by room, size, output and finish, then ask for a quote from any model.",
    },
    {
      href: "/radiator-sizing",
      title: "Size a room",
      text: "Tell the calculator about the room and your heating; it suggests the sizes that heat it.",
    },
    {
      href: `/contact?${new URLSearchParams({ message: wholeHouseMessage })}#contact-form`,
      title: "Describe your whole house",
      text: "Write to us room by room and we will put the quote together for you.",
    },
  ];
  return (
    <div className="mt-8">
      <p className="text-lg text-ink">
        Your quote has no radiators yet. Choose a radiator first, size a room, or tell us about the whole house.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link
              to={choice.href}
              className="block h-full border border-ink/15 p-5 transition-colors hover:border-ink focus-visible:border-ink"
            >
              <span className="font-semibold text-ink underline underline-offset-4">{choice.title}</span>
              <span className="mt-2 block text-sm text-ink-soft">{choice.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
