import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// In the order of SPEC §2.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("collection", "routes/site/collection.tsx"),
    route("collection/:id", "routes/site/collection-page.tsx"),
    route("design", "routes/site/design.tsx"),
    route("philosophy", "routes/site/philosophy.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("about", "routes/site/about.tsx"),
    ...(["terms", "privacy", "cookies"] as const).map((id) => route(id, "routes/site/legal.tsx", { id })),
    route(":slug", "routes/site/page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("api/messages", "routes/api/messages.ts"),
  route("api/messages/:id/delivery", "routes/api/message-delivery.ts"),
] satisfies RouteConfig;
