// Placeholder until this API is built; replaced by its own module.
export function loader() {
  return Response.json({ error: "Not available yet." }, { status: 501 });
}
