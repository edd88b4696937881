import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/ui/button";

/** The not-found screen (docs/product.md#routes): '404', 'Oops! Page not found', a link home; the missing path is logged. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[80vh] items-center bg-linen pt-[4.5rem]">
      <div className="container-page py-24 text-center">
        <p className="font-display text-[7rem] leading-none text-bronze sm:text-[10rem]">404</p>
        <h1 className="mt-4 font-display text-4xl sm:text-5xl">Oops! Page not found</h1>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-ink-soft">
          The page you were looking for has moved or never existed. Everything we make is a click away from home.
        </p>
        <Link to="/" className={buttonClass({ size: "lg" }, "mt-10")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
