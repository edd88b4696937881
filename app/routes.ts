import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// In the order of docs/product.md#routes.
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
  route("admin", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/pages", "routes/admin/pages.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
  ]),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("api/messages", "routes/api/messages.ts"),
  route("api/admin/session", "routes/api/admin/session.ts"),
  route("api/admin/settings", "routes/api/admin/settings.ts"),
  route("api/admin/password", "routes/api/admin/password.ts"),
  route("api/admin/messages", "routes/api/admin/messages.ts"),
  route("api/admin/messages/:id", "routes/api/admin/message.ts"),
  route("api/admin/pages", "routes/api/admin/pages.ts"),
  route("api/admin/pages/:slug", "routes/api/admin/page.ts"),
  route("api/admin/pages/:slug/publish", "routes/api/admin/page-publish.ts"),
  route("api/admin/media", "routes/api/admin/media.ts"),
  route("api/admin/media/:id", "routes/api/admin/media-item.ts"),
] satisfies RouteConfig;
