import { Link } from "react-router";

/** Home / … / this page, as the model pages draw it. */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-8 text-sm text-ink-soft">
      <ol className="flex flex-wrap gap-2">
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className="hover:text-ink">
              {step.label}
            </Link>{" "}
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
